import { readFileSync } from 'node:fs'
import { generateKeyPairSigner, getBase58Decoder, signBytes } from '@solana/kit'
import { createWalletClient, http, type Abi, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPortico } from '../instance/createPortico'
import { devnet } from '../networks/devnet'
import { solanaMainnet } from '../networks/solana'
import { eip155 } from '../eip155/eip155'
import { solana } from '../solana/solana'
import { withRpcUrl } from '../networks/withRpcUrl'
import { memoryPlatform } from '../platform/memoryPlatform'
import { reloaded } from '@portico-examples/test-support/portico/testPortico'
import { ANVIL_KEYS, startAnvil, type Anvil } from '@portico-examples/test-support/chains/anvil'
import { PorticoError } from '../errors'
import { defaultSiwx, type DefaultSiwxOptions } from './defaultSiwx'
import { formatSiwxMessage } from './formatSiwxMessage'
import { siwxContext } from './siwxContext'
import type { SiwxConfig, SiwxSession } from './types'

// Real parts only: viem accounts sign, a real anvil answers the smart-account (ERC-1271) checks, @solana/kit
// keys sign Solana messages.
const owner = privateKeyToAccount(ANVIL_KEYS[0]!)
const stranger = privateKeyToAccount(ANVIL_KEYS[1]!)
const CHAIN = 'eip155:31337' as const
let anvil: Anvil

beforeAll(async () => {
  anvil = await startAnvil(31337)
})
afterAll(async () => {
  await anvil.stop()
})
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] })
  vi.setSystemTime(new Date('2026-11-22T12:00:00.000Z'))
})
afterEach(() => {
  vi.useRealTimers()
})

/** A default configuration attached to a fresh instance (its storage, clock and networks). */
function setup(options: DefaultSiwxOptions = {}, platform = memoryPlatform()) {
  const siwx = defaultSiwx(options)
  const p = createPortico({
    projectId: 'test-project',
    networks: [withRpcUrl(devnet, anvil.rpcUrl), solanaMainnet],
    // The adapters verify their namespace's signatures.
    adapters: [eip155(), solana()],
    metadata: { name: 'Example', description: 'Example app', url: 'https://app.example.com', icons: [] },
    platform,
    siwx,
  })
  siwx.init?.(siwxContext(p))
  return { siwx, p, platform }
}

async function signedSession(
  siwx: SiwxConfig,
  address: string,
  sign: (text: string) => Promise<string>,
  chainId: `${string}:${string}` = CHAIN,
): Promise<SiwxSession> {
  const message = await siwx.createMessage({ accountAddress: address, chainId: chainId as typeof CHAIN })
  const { toString: _t, ...data } = message
  const text = message.toString()
  return { data, message: text, signature: await sign(text) }
}

describe('defaultSiwx messages', () => {
  it('makes an EIP-4361 message for the app, issued now, with a fresh random nonce each time', async () => {
    const { siwx } = setup({ statement: 'Sign in to Example' })
    const one = await siwx.createMessage({ accountAddress: owner.address, chainId: CHAIN })
    const two = await siwx.createMessage({ accountAddress: owner.address, chainId: CHAIN })
    expect(one).toMatchObject({
      domain: 'app.example.com',
      uri: 'https://app.example.com',
      version: '1',
      issuedAt: '2026-11-22T12:00:00.000Z',
    })
    expect(one.nonce).toMatch(/^[0-9a-f]{32}$/)
    expect(two.nonce).not.toBe(one.nonce)
    expect(one.toString()).toContain(
      `app.example.com wants you to sign in with your Ethereum account:\n${owner.address}\n\nSign in to Example\n\nURI: https://app.example.com\nVersion: 1\nChain ID: 31337\nNonce: ${one.nonce}`,
    )
  })
})

describe('defaultSiwx sessions', () => {
  it('verifies and stores a session signed by the account, found again by a new instance on the same storage', async () => {
    const { siwx, platform } = setup()
    const session = await signedSession(siwx, owner.address, (message) => owner.signMessage({ message }))
    await siwx.addSession(session)
    expect(await siwx.getSessions(CHAIN, owner.address)).toEqual([session])
    expect(await siwx.getSessions(CHAIN, owner.address.toLowerCase())).toHaveLength(1)
    expect(await siwx.getSessions('eip155:1', owner.address)).toEqual([])

    const again = setup({}, reloaded(platform)).siwx
    expect(await again.getSessions(CHAIN, owner.address)).toEqual([session])
  })

  it('refuses a forged signature (signed by another key) with a clear error, and stores nothing', async () => {
    const { siwx } = setup()
    const forged = await signedSession(siwx, owner.address, (message) => stranger.signMessage({ message }))
    await expect(siwx.addSession(forged)).rejects.toThrow(`The sign-in signature is not valid for ${owner.address}`)
    await expect(siwx.addSession({ ...forged, signature: '0xdeadbeef' })).rejects.toThrow(
      'The sign-in signature is not valid',
    )
    expect(await siwx.getSessions(CHAIN, owner.address)).toEqual([])
  })

  it('refuses a session whose data says something else than the text that was signed', async () => {
    const { siwx } = setup()
    const session = await signedSession(siwx, owner.address, (message) => owner.signMessage({ message }))
    const tampered = { ...session, data: { ...session.data, expirationTime: '2099-01-01T00:00:00.000Z' } }
    await expect(siwx.addSession(tampered)).rejects.toThrow('The sign-in signature is not valid')
  })

  it('ignores a session once it has expired', async () => {
    const { siwx } = setup({ expiresInMs: 60 * 60_000 })
    await siwx.addSession(await signedSession(siwx, owner.address, (message) => owner.signMessage({ message })))
    vi.advanceTimersByTime(60 * 60_000 - 1)
    expect(await siwx.getSessions(CHAIN, owner.address)).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(await siwx.getSessions(CHAIN, owner.address)).toEqual([])
  })

  it('drops corrupt stored entries and keeps the valid ones', async () => {
    const { siwx, platform } = setup()
    const session = await signedSession(siwx, owner.address, (message) => owner.signMessage({ message }))
    await siwx.addSession(session)
    const key = '@portico/siwx_sessions'
    const stored = JSON.parse(platform.store.get(key)!) as unknown[]
    platform.store.set(key, JSON.stringify([{ data: 'garbage' }, ...stored, 42]))
    expect(await siwx.getSessions(CHAIN, owner.address)).toEqual([session])
    expect(JSON.parse(platform.store.get(key)!)).toHaveLength(1)

    platform.store.set(key, '{not json')
    expect(await siwx.getSessions(CHAIN, owner.address)).toEqual([])
  })

  it('revokes the session of one account and keeps the others', async () => {
    const { siwx } = setup()
    await siwx.addSession(await signedSession(siwx, owner.address, (message) => owner.signMessage({ message })))
    await siwx.addSession(await signedSession(siwx, stranger.address, (message) => stranger.signMessage({ message })))
    await siwx.revokeSession(CHAIN, owner.address)
    expect(await siwx.getSessions(CHAIN, owner.address)).toEqual([])
    expect(await siwx.getSessions(CHAIN, stranger.address)).toHaveLength(1)
  })

  it('verifies every session given to setSessions', async () => {
    const { siwx } = setup()
    const good = await signedSession(siwx, owner.address, (message) => owner.signMessage({ message }))
    const forged = await signedSession(siwx, stranger.address, (message) => owner.signMessage({ message }))
    await expect(siwx.setSessions([good, forged])).rejects.toThrow('The sign-in signature is not valid')
    await siwx.setSessions([good])
    expect(await siwx.getSessions(CHAIN, owner.address)).toEqual([good])
  })
})

/** A message this configuration issued (its nonce), rewritten by an attacker, and signed by the account itself. */
async function rewritten(
  siwx: SiwxConfig,
  change: Partial<SiwxSession['data']>,
  chainId: `${string}:${string}` = CHAIN,
) {
  const message = await siwx.createMessage({ accountAddress: owner.address, chainId: chainId as typeof CHAIN })
  const { toString: _t, ...issued } = message
  const data = { ...issued, ...change }
  const text = formatSiwxMessage(data)
  return { data, message: text, signature: await owner.signMessage({ message: text }) }
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => (error instanceof PorticoError ? error.code : `untyped: ${String(error)}`),
  )

describe('defaultSiwx refuses correctly signed sessions that are not for this app, now, once', () => {
  it.each([
    ['another domain', { domain: 'evil.example' }, 'SIWX_OTHER_APP'],
    ['another URI origin', { uri: 'https://evil.example/login' }, 'SIWX_OTHER_APP'],
    ['a URI that is not a URL', { uri: 'app.example.com' }, 'SIWX_OTHER_APP'],
    ['a not-before time still to come', { notBefore: '2026-11-22T13:00:00.000Z' }, 'SIWX_NOT_CURRENT'],
    ['an expiry already past', { expirationTime: '2026-11-22T11:59:59.000Z' }, 'SIWX_NOT_CURRENT'],
  ] as const)('%s', async (_, change, code) => {
    const { siwx } = setup()
    expect(await codeOf(siwx.addSession(await rewritten(siwx, change)))).toBe(code)
    expect(await siwx.getSessions(CHAIN, owner.address)).toEqual([])
  })

  it('a network the app does not configure', async () => {
    const { siwx } = setup()
    expect(await codeOf(siwx.addSession(await rewritten(siwx, {}, 'eip155:1')))).toBe('SIWX_UNKNOWN_NETWORK')
  })

  it('the same nonce twice (a replay after sign-out), and a nonce this configuration never issued', async () => {
    const { siwx } = setup()
    const session = await signedSession(siwx, owner.address, (message) => owner.signMessage({ message }))
    await siwx.addSession(session)
    await siwx.revokeSession(CHAIN, owner.address)
    expect(await codeOf(siwx.addSession(session))).toBe('SIWX_NONCE_USED')

    const elsewhere = defaultSiwx()
    elsewhere.init?.(siwxContext(setup().p))
    const foreign = await signedSession(elsewhere, owner.address, (message) => owner.signMessage({ message }))
    expect(await codeOf(siwx.addSession(foreign))).toBe('SIWX_NONCE_USED')
    expect(await siwx.getSessions(CHAIN, owner.address)).toEqual([])
  })

  it('a session that expires after it was added is no longer returned', async () => {
    const { siwx } = setup({ expiresInMs: 1_000 })
    await siwx.addSession(await signedSession(siwx, owner.address, (message) => owner.signMessage({ message })))
    vi.advanceTimersByTime(1_000)
    expect(await siwx.getSessions(CHAIN, owner.address)).toEqual([])
  })
})

describe('defaultSiwx re-checks stored sessions on every read', () => {
  it('drops a session planted in storage: forged signature, another app, or a network the app does not configure', async () => {
    const { siwx, platform } = setup()
    const key = '@portico/siwx_sessions'
    const forged = await signedSession(siwx, owner.address, (message) => stranger.signMessage({ message }))
    const otherApp = await rewritten(siwx, { domain: 'evil.example' })
    const otherChain = await rewritten(siwx, {}, 'eip155:1')
    platform.store.set(key, JSON.stringify([forged, otherApp, otherChain]))
    expect(await siwx.getSessions(CHAIN, owner.address)).toEqual([])
    expect(await siwx.getSessions('eip155:1', owner.address)).toEqual([])
    expect(JSON.parse(platform.store.get(key)!)).toEqual([])
  })

  it('keeps a genuine session across a reload: a new instance verifies it again and returns it', async () => {
    const { siwx, platform } = setup()
    const session = await signedSession(siwx, owner.address, (message) => owner.signMessage({ message }))
    await siwx.addSession(session)
    expect(await setup({}, reloaded(platform)).siwx.getSessions(CHAIN, owner.address)).toEqual([session])
  })
})

describe('defaultSiwx when the chain does not answer', () => {
  it("refuses with 'The sign-in could not be checked' (a typed error), not a raw RPC error", async () => {
    const { siwx } = setup({ rpcUrls: { [CHAIN]: 'http://127.0.0.1:1' } })
    const forged = await signedSession(siwx, owner.address, (message) => stranger.signMessage({ message }))
    const error = await siwx.addSession(forged).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PorticoError)
    expect(error).toMatchObject({
      code: 'SIWX_CHECK_UNAVAILABLE',
      message: 'The sign-in could not be checked: the network does not answer',
    })
  })
})

describe('defaultSiwx smart accounts (ERC-1271 on anvil)', () => {
  let smartAccount: Hex

  beforeAll(async () => {
    vi.useRealTimers()
    const artifactUrl = new URL('../../../examples/devnet/src/frame/smart-account.artifact.json', import.meta.url)
    const artifact = JSON.parse(readFileSync(artifactUrl, 'utf8')) as { abi: Abi; bytecode: Hex }
    const wallet = createWalletClient({
      account: owner,
      chain: withRpcUrl(devnet, anvil.rpcUrl) as never,
      transport: http(anvil.rpcUrl),
    })
    const hash = await wallet.deployContract({ abi: artifact.abi, bytecode: artifact.bytecode, args: [owner.address] })
    const { createPublicClient } = await import('viem')
    const receipt = await createPublicClient({ transport: http(anvil.rpcUrl) }).waitForTransactionReceipt({
      hash,
      pollingInterval: 50,
    })
    smartAccount = receipt.contractAddress!
  })

  it('accepts a smart account whose contract vouches for its owner’s signature', async () => {
    const { siwx } = setup()
    await siwx.addSession(await signedSession(siwx, smartAccount, (message) => owner.signMessage({ message })))
    expect(await siwx.getSessions(CHAIN, smartAccount)).toHaveLength(1)
  })

  it('says the app might not support smart accounts when the contract does not vouch', async () => {
    const { siwx } = setup()
    const session = await signedSession(siwx, smartAccount, (message) => stranger.signMessage({ message }))
    await expect(siwx.addSession(session)).rejects.toThrow('This application might not support Smart Accounts')
  })
})

describe('defaultSiwx on Solana (ed25519 with @solana/kit)', () => {
  const SOLANA = solanaMainnet.caipNetworkId

  it('verifies a message signed with the account’s key, and refuses another key’s signature', async () => {
    const { siwx } = setup()
    const signer = await generateKeyPairSigner()
    const other = await generateKeyPairSigner()
    const signWith = (keys: CryptoKeyPair) => async (text: string) =>
      getBase58Decoder().decode(await signBytes(keys.privateKey, new TextEncoder().encode(text)))

    const session = await signedSession(siwx, signer.address, signWith(signer.keyPair), SOLANA)
    expect(session.message).toContain('wants you to sign in with your Solana account:')
    await siwx.addSession(session)
    expect(await siwx.getSessions(SOLANA, signer.address)).toHaveLength(1)

    const forged = await signedSession(siwx, signer.address, signWith(other.keyPair), SOLANA)
    await expect(siwx.addSession(forged)).rejects.toThrow(`The sign-in signature is not valid for ${signer.address}`)
    await expect(siwx.addSession({ ...forged, signature: 'not-base58-0OIl' })).rejects.toThrow(
      'The sign-in signature is not valid',
    )
  })
})
