import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { Devnet } from '../src/index.js'
import { api, clients, isAlive, postJson, startTestDevnet, tempDataDir } from './devnet-helpers.js'

const dataDir = tempDataDir()
const receiver = privateKeyToAccount(generatePrivateKey()).address
const owner = privateKeyToAccount(generatePrivateKey())
const started: Devnet[] = []
afterAll(async () => {
  await Promise.all(started.map((devnet) => devnet.stop()))
})

async function start(reset = false) {
  const devnet = await startTestDevnet({ dataDir, reset })
  started.push(devnet)
  return devnet
}

async function registerName(devnet: Devnet, name: string) {
  const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
  const signature = await owner.signMessage({ message })
  const body = { coin_type: (0x80000000 | 31337) >>> 0, address: owner.address, message, signature }
  return api(devnet, '/v1/profile/account', postJson(body))
}

describe('devnet lifecycle', () => {
  let transferHash = ''
  let first: Devnet

  it('answers the RPC proxy for both chains and describes itself on /dev/info', async () => {
    first = await start(true)
    for (const [chainId, hex] of [
      ['eip155:31337', '0x7a69'],
      ['eip155:31338', '0x7a6a'],
    ] as const) {
      const answer = await api(
        first,
        `/v1?chainId=${chainId}`,
        postJson({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      )
      expect(answer.body).toMatchObject({ jsonrpc: '2.0', id: 1, result: hex })
    }
    const info = (await api(first, '/dev/info', { projectId: null })).body
    expect(info).toMatchObject({
      apiUrl: first.apiUrl,
      rpcUrls: first.rpcUrls,
      projectId: 'portico-devnet',
      contracts: first.contracts,
    })
    expect(first.accounts[0]?.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
  })

  it('keeps names, chain state and history across a restart with the same data folder', async () => {
    expect((await registerName(first, 'persisted-name.reown.id')).status).toBe(200)
    const { walletClient, publicClient } = clients(first, 31337, 5)
    transferHash = await walletClient.sendTransaction({ to: receiver, value: parseEther('2') })
    await publicClient.waitForTransactionReceipt({ hash: transferHash as `0x${string}` })
    const blockBefore = await publicClient.getBlockNumber()
    const contracts = first.contracts
    await first.stop()

    const second = await start()
    expect(second.contracts).toEqual(contracts)
    const { publicClient: restored } = clients(second)
    // The chain goes on from where it was: the transfer is in it. (Its height is at least the one before the stop: a
    // CI run once saw one block more after the restart, not reproduced here.)
    expect((await restored.getTransactionReceipt({ hash: transferHash as `0x${string}` })).status).toBe('success')
    expect(await restored.getBlockNumber()).toBeGreaterThanOrEqual(blockBefore)
    expect(await restored.getBalance({ address: receiver })).toBe(parseEther('2'))
    expect((await api(second, '/v1/profile/account/persisted-name.reown.id')).status).toBe(200)
    const history = (await api(second, `/v1/account/${receiver}/history`)).body as {
      data: { metadata: { hash: string } }[]
    }
    expect(history.data.map((tx) => tx.metadata.hash)).toEqual([transferHash])
    await second.stop()
  })

  it('after losing the chain state (a hard kill), seeds the chain again, forgets its history and keeps names', async () => {
    rmSync(join(dataDir, 'chain-31337.state'))
    rmSync(join(dataDir, 'chain-31338.state'))
    const again = await start()
    expect((await api(again, `/v1/account/${receiver}/balance?chainId=eip155:31337`)).body).toEqual({ balances: [] })
    expect((await api(again, `/v1/account/${receiver}/history`)).body).toEqual({ data: [], next: null })
    expect((await api(again, '/v1/profile/account/persisted-name.reown.id')).status).toBe(200)
    const seeded = (await api(again, `/v1/account/${again.accounts[0]!.address}/history?limit=100`)).body as {
      data: unknown[]
    }
    expect(seeded.data.length).toBeGreaterThan(0)
    await again.stop()
  })

  it('starts clean with reset', async () => {
    const clean = await start(true)
    expect((await api(clean, '/v1/profile/account/persisted-name.reown.id')).status).toBe(404)
    expect((await api(clean, `/v1/account/${receiver}/balance?chainId=eip155:31337`)).body).toEqual({ balances: [] })
    expect((await api(clean, `/v1/account/${receiver}/history`)).body).toEqual({ data: [], next: null })
    await clean.stop()
  })

  it('stop() leaves no anvil process and closes requests held by a timeout fault', async () => {
    const devnet = await start()
    const pids = devnet.anvilPids
    expect(pids).toHaveLength(2)
    expect(pids.every(isAlive)).toBe(true)
    const held = api(devnet, '/getWallets', { headers: { 'x-devnet-fault': 'timeout' } }).then(
      () => 'answered',
      () => 'closed',
    )
    expect((await api(devnet, '/v1/supported-chains')).status).toBe(200) // the held request has reached the server
    await devnet.stop()
    expect(await held).toBe('closed')
    expect(pids.some(isAlive)).toBe(false)
    await expect(devnet.stop()).resolves.toBeUndefined() // idempotent
  })
})
