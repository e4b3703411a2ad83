// The relay proven with the real WalletConnect clients: a dapp UniversalProvider and a WalletKit wallet,
// in this process, talking only through the devnet relay on loopback (IS_VITEST=true is set by the
// vitest config, so neither SDK tries Verify or telemetry hosts). Nothing is mocked; the chain is a real
// anvil spawned here.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { UniversalProvider } from '@walletconnect/universal-provider'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  http,
  parseEther,
  toHex,
  verifyMessage,
  type Hex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { startAnvil, type Anvil } from '@portico-examples/test-support/chains/anvil'
import { startRelay, type Relay } from '../src/relay/index.js'

const PROJECT_ID = 'portico-devnet'
const CHAIN = 'eip155:31337'
const METHODS = ['personal_sign', 'eth_sendTransaction']
const EVENTS = ['accountsChanged', 'chainChanged']

type Dapp = Awaited<ReturnType<typeof UniversalProvider.init>>

let relay: Relay
let anvil: Anvil
let rpcUrl: string
let storageDir: string
let prefixCount = 0
const toClose: (() => Promise<void>)[] = []

/** A wallet on WalletKit whose only way out is the relay; it signs with a viem private-key account. */
async function startWallet(account: PrivateKeyAccount, decide: 'approve' | 'reject' = 'approve') {
  const core = new Core({
    projectId: PROJECT_ID,
    relayUrl: relay.url,
    customStoragePrefix: `wallet-${++prefixCount}`,
    storageOptions: { database: ':memory:' },
  })
  const walletkit = await WalletKit.init({
    core,
    metadata: { name: 'Devnet test wallet', description: 'Signs for relay tests', url: 'http://127.0.0.1', icons: [] },
  })
  const chain = createWalletClient({ account, chain: foundry, transport: http(rpcUrl) })
  const requests: string[] = []

  walletkit.on('session_proposal', async ({ id, params }: WalletKitTypes.SessionProposal) => {
    if (decide === 'reject') {
      await walletkit.rejectSession({ id, reason: getSdkError('USER_REJECTED') })
      return
    }
    const namespaces = buildApprovedNamespaces({
      proposal: params,
      supportedNamespaces: {
        eip155: { chains: [CHAIN], methods: METHODS, events: EVENTS, accounts: [`${CHAIN}:${account.address}`] },
      },
    })
    await walletkit.approveSession({ id, namespaces })
  })

  walletkit.on('session_request', async ({ id, topic, params }: WalletKitTypes.SessionRequest) => {
    const { method, params: args } = params.request
    requests.push(method)
    const result = await answer(method, args)
    await walletkit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result } })
  })

  async function answer(method: string, args: unknown): Promise<Hex> {
    if (method === 'personal_sign') {
      const [message] = args as [Hex]
      return account.signMessage({ message: { raw: message } })
    }
    if (method === 'eth_sendTransaction') {
      const [tx] = args as [{ to: Hex; value?: Hex }]
      return chain.sendTransaction({ to: tx.to, value: tx.value ? BigInt(tx.value) : 0n })
    }
    throw new Error(`test wallet does not answer ${method}`)
  }

  toClose.push(() => closeCore(walletkit.core))
  return { walletkit, requests }
}

async function initDapp(options: { prefix?: string; database?: string } = {}): Promise<Dapp> {
  const dapp = await UniversalProvider.init({
    projectId: PROJECT_ID,
    relayUrl: relay.url,
    customStoragePrefix: options.prefix ?? `dapp-${++prefixCount}`,
    storageOptions: { database: options.database ?? ':memory:' },
    metadata: { name: 'Portico devnet dapp', description: 'Relay test dapp', url: 'http://127.0.0.1', icons: [] },
  })
  toClose.push(() => closeCore(dapp.client.core))
  return dapp
}

/** Closes a client's relay socket and timers, as closing the page would; its storage stays. */
async function closeCore(core: Dapp['client']['core']) {
  core.heartbeat.stop()
  if (core.relayer.connected) await core.relayer.transportClose()
}

/** Connects the dapp through the relay: display_uri → walletkit.pair → the wallet decides. */
async function connect(dapp: Dapp, walletkit: Awaited<ReturnType<typeof startWallet>>['walletkit']) {
  const uri = new Promise<string>((resolve) => dapp.once('display_uri', resolve))
  const session = dapp.connect({
    optionalNamespaces: { eip155: { chains: [CHAIN], methods: METHODS, events: EVENTS, rpcMap: { 31337: rpcUrl } } },
  })
  // Without a handler the rejection of a refused proposal would surface before the test awaits it.
  session.catch(() => {})
  await walletkit.pair({ uri: await uri })
  return session
}

async function personalSign(dapp: Dapp, address: Hex, text: string) {
  const message = toHex(text)
  const signature = await dapp.request<Hex>({ method: 'personal_sign', params: [message, address] }, CHAIN)
  return { message, signature }
}

beforeAll(async () => {
  // Each client gets its own Core: the SDK otherwise hands a second client with the same storage prefix
  // the Core already in memory, and the restore test would not restore anything from storage.
  vi.stubEnv('DISABLE_GLOBAL_CORE', 'true')
  relay = await startRelay({ port: 0, quiet: true })
  anvil = await startAnvil()
  rpcUrl = anvil.rpcUrl
  storageDir = mkdtempSync(join(tmpdir(), 'portico-relay-'))
})

afterEach(async () => {
  await Promise.all(toClose.splice(0).map((close) => close()))
})

afterAll(async () => {
  console.info(`relay stats: ${JSON.stringify(relay.stats())}`)
  await relay?.stop()
  await anvil?.stop()
  if (storageDir) rmSync(storageDir, { recursive: true, force: true })
  vi.unstubAllEnvs()
})

describe('WalletConnect through the devnet relay', () => {
  it('connects a dapp to a wallet and gets a personal_sign signature that verifies', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const { walletkit, requests } = await startWallet(account)
    const dapp = await initDapp()
    const before = relay.stats()

    const session = await connect(dapp, walletkit)
    expect(session?.namespaces.eip155?.accounts).toEqual([`${CHAIN}:${account.address}`])
    expect(Object.keys(walletkit.getActiveSessions())).toEqual([session?.topic])

    const { message, signature } = await personalSign(dapp, account.address, 'Sign in to Portico devnet')
    expect(await verifyMessage({ address: account.address, message: { raw: message }, signature })).toBe(true)
    expect(requests).toEqual(['personal_sign'])

    // The relay carried it: one proposal and one approval, the rest as publishes and pushes.
    const after = relay.stats()
    const delta = (name: string) => (after[name] ?? 0) - (before[name] ?? 0)
    expect([delta('wc_proposeSession'), delta('wc_approveSession')]).toEqual([1, 1])
    expect(delta('irn_publish')).toBeGreaterThanOrEqual(3) // settle ack, request, response
    expect(delta('irn_subscription')).toBeGreaterThanOrEqual(5)
  })

  it('sends a transaction through the wallet to the local chain', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const testClient = createTestClient({ chain: foundry, mode: 'anvil', transport: http(rpcUrl) })
    await testClient.setBalance({ address: account.address, value: parseEther('10') })
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const { walletkit } = await startWallet(account)
    const dapp = await initDapp()
    await connect(dapp, walletkit)

    const hash = await dapp.request<Hex>(
      {
        method: 'eth_sendTransaction',
        params: [{ from: account.address, to: recipient, value: toHex(parseEther('1.25')) }],
      },
      CHAIN,
    )
    const chain = createPublicClient({ chain: foundry, transport: http(rpcUrl) })
    const receipt = await chain.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(await chain.getBalance({ address: recipient })).toBe(parseEther('1.25'))
  })

  it('tells the dapp when the wallet disconnects (session_delete)', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const { walletkit } = await startWallet(account)
    const dapp = await initDapp()
    const session = await connect(dapp, walletkit)
    if (!session) throw new Error('no session')

    const deleted = new Promise<{ topic: string }>((resolve) => dapp.once('session_delete', resolve))
    await walletkit.disconnectSession({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') })
    expect((await deleted).topic).toBe(session.topic)
    expect(dapp.session).toBeUndefined()
    expect(walletkit.getActiveSessions()).toEqual({})
  })

  it('restores the session in a new dapp provider from the same storage and signs again', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const { walletkit } = await startWallet(account)
    const storage = { prefix: 'dapp-restore', database: join(storageDir, 'dapp-restore') }
    const first = await initDapp(storage)
    const session = await connect(first, walletkit)
    await closeCore(first.client.core) // the page goes away

    const restored = await initDapp(storage)
    expect(restored.session?.topic).toBe(session?.topic)
    expect(restored.session?.namespaces.eip155?.accounts).toEqual([`${CHAIN}:${account.address}`])

    const { message, signature } = await personalSign(restored, account.address, 'Still signed in')
    expect(await verifyMessage({ address: account.address, message: { raw: message }, signature })).toBe(true)
  })

  it('rejects the dapp connect when the wallet rejects the proposal', async () => {
    const { walletkit } = await startWallet(privateKeyToAccount(generatePrivateKey()), 'reject')
    const dapp = await initDapp()
    await expect(connect(dapp, walletkit)).rejects.toThrow(/rejected/i)
    expect(dapp.session).toBeUndefined()
  })
})
