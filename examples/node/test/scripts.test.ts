// The Node examples run as a user runs them (`node examples/node/x.mjs …`, importing the built @portico/sdk/api)
// against a devnet started here, including the failures they must explain in one line.
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createPublicClient, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBlockchainClient } from '@portico/sdk/api'
import { startDevnet, type Devnet } from '@portico-examples/devnet'
import { buildSdk, buildSdkApi } from '@portico-examples/test-support/bundles/buildSdkApi'

const here = fileURLToPath(new URL('..', import.meta.url))
let devnet: Devnet
let dataDir = ''

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'portico-node-examples-'))
  ;[devnet] = await Promise.all([
    startDevnet({ port: 0, chainPorts: [0, 0], dataDir, reset: true, quiet: true }),
    buildSdkApi().then(buildSdk),
  ])
})
afterAll(async () => {
  await devnet?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

interface Outcome {
  code: number
  stdout: string
  stderr: string
}

/** Runs a script without blocking this process (the devnet answering it lives here). */
function runScript(script: string, args: string[], env: Record<string, string> = {}): Promise<Outcome> {
  return new Promise((resolve) => {
    const options = { timeout: 20_000, env: { ...process.env, ...env } }
    execFile(process.execPath, [join(here, script), ...args], options, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr })
    })
  })
}

const target = () => ['--api', devnet.apiUrl, '--project', devnet.projectId]

/** A loopback port nobody listens on. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  return typeof address === 'object' && address ? address.port : 0
}

describe('wallets.mjs', () => {
  it('prints the matching wallets with name, id and rdns', async () => {
    const { code, stdout } = await runScript('wallets.mjs', ['--search', 'portico test', ...target()])
    expect(code).toBe(0)
    expect(stdout).toMatch(/^Portico Test Wallet\s+portico-test-wallet\s+dev\.portico\.testwallet$/m)
    expect(stdout).toContain("1 of 1 wallet matching 'portico test'.")
  })

  it('says when nothing matches', async () => {
    const { code, stdout } = await runScript('wallets.mjs', ['--search', 'zzz-no-such-wallet', ...target()])
    expect(code).toBe(0)
    expect(stdout).toBe("No wallet matches 'zzz-no-such-wallet'.\n")
  })

  it('exits 2 with the usage when --search is missing', async () => {
    const { code, stderr } = await runScript('wallets.mjs', target())
    expect(code).toBe(2)
    expect(stderr).toMatch(/^Usage: wallets\.mjs --search <text>/)
  })
})

describe('profile.mjs', () => {
  it('prints a name, its addresses and avatar, looked up by name and by address', async () => {
    const owner = privateKeyToAccount(devnet.accounts[5]?.privateKey ?? '0x')
    const name = 'node-example.reown.id'
    const message = JSON.stringify({
      name,
      attributes: { avatar: 'https://avatars.example/node.png' },
      timestamp: Math.floor(Date.now() / 1000),
    })
    await createBlockchainClient({ baseUrl: devnet.apiUrl, projectId: devnet.projectId }).registerName({
      coin_type: (0x8000_0000 | 31337) >>> 0,
      address: owner.address,
      message,
      signature: await owner.signMessage({ message }),
    })
    const expected = [
      `Name:    ${name}`,
      `Address: ${owner.address.toLowerCase()} (eip155:31337)`,
      'Avatar:  https://avatars.example/node.png',
      '',
    ].join('\n')

    const byName = await runScript('profile.mjs', [name, ...target()])
    expect(byName).toEqual({ code: 0, stdout: expected, stderr: '' })
    const byAddress = await runScript('profile.mjs', [owner.address, ...target()])
    expect(byAddress).toEqual({ code: 0, stdout: expected, stderr: '' })
  })

  it('says when an address has no name', async () => {
    const address = devnet.accounts[6]?.address ?? ''
    const { code, stdout } = await runScript('profile.mjs', [address, ...target()])
    expect(code).toBe(0)
    expect(stdout).toBe(`No name is registered for ${address}.\n`)
  })

  it('exits 1 when the name is not registered', async () => {
    const { code, stderr } = await runScript('profile.mjs', ['nobody-here.reown.id', ...target()])
    expect(code).toBe(1)
    expect(stderr).toBe("No name 'nobody-here.reown.id' is registered.\n")
  })
})

describe('send.mjs', () => {
  it('connects a private-key wallet, sends ETH, prints the mined transaction and exits by itself', async () => {
    const sender = devnet.accounts[7]!
    const to = privateKeyToAccount(generatePrivateKey()).address
    const args = [to, '0.5', '--rpc', devnet.rpcUrls[31337], ...target()]
    // Two RPC endpoints (the project's RPC service, the chain's URL): ranking them must leave no timer running.
    const { code, stdout, stderr } = await runScript('send.mjs', args, { PORTICO_PRIVATE_KEY: sender.privateKey })
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' }) // not killed by the 20 s time-out
    expect(stdout).toContain(`From:   ${sender.address}`)
    expect(stdout).toMatch(/^Status: success in block \d+$/m)
    const balance = await createPublicClient({ transport: http(devnet.rpcUrls[31337]) }).getBalance({ address: to })
    expect(balance).toBe(parseEther('0.5'))
  })

  it('exits 2 with the usage when the key or an argument is missing or malformed', async () => {
    const key = { PORTICO_PRIVATE_KEY: devnet.accounts[7]!.privateKey }
    for (const [args, env] of [
      [['0x000000000000000000000000000000000000dEaD', '1'], {}],
      [['not-an-address', '1'], key],
      [['0x000000000000000000000000000000000000dEaD', 'ten'], key],
    ] as const) {
      const { code, stderr } = await runScript('send.mjs', [...args, ...target()], env)
      expect(code).toBe(2)
      expect(stderr).toMatch(/^Usage: PORTICO_PRIVATE_KEY=0x… send\.mjs/)
    }
  })
})

describe('failures: one clear line and a non-zero exit', () => {
  it('when the service is unreachable', async () => {
    const api = `http://127.0.0.1:${await closedPort()}`
    for (const [script, arg] of [
      ['wallets.mjs', '--search=x'],
      ['profile.mjs', 'alice.reown.id'],
    ] as const) {
      const { code, stderr, stdout } = await runScript(script, [arg, '--api', api])
      expect(code).toBe(1)
      expect(stdout).toBe('')
      expect(stderr).toMatch(
        new RegExp(`^Cannot reach the service at ${api} \\(connect ECONNREFUSED .*\\)\\. Is the devnet running\\?`),
      )
      expect(stderr.trim().split('\n')).toHaveLength(1)
    }
  })

  it('when the project id is refused (401 invalid key)', async () => {
    const { code, stderr } = await runScript('wallets.mjs', [
      '--search',
      'x',
      '--api',
      devnet.apiUrl,
      '--project',
      'wrong-id',
    ])
    expect(code).toBe(1)
    expect(stderr).toBe(
      `The service at ${devnet.apiUrl} refused project id 'wrong-id' (HTTP 401: Unauthorized: invalid key).\n`,
    )
  })

  it('when the service refuses the request (403)', async () => {
    await fetch(`${devnet.apiUrl}/dev/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/v1/profile/account/*', fault: '403', times: 1 }),
    })
    const { code, stderr } = await runScript('profile.mjs', ['alice.reown.id', ...target()])
    expect(code).toBe(1)
    expect(stderr).toBe(
      `The service at ${devnet.apiUrl} refused the request (HTTP 403: Unauthorized: origin not allowed).\n`,
    )
  })
})
