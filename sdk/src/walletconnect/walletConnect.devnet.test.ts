// The WalletConnect connector end to end: a real @reown/walletkit wallet pairs with Portico through the devnet
// relay on loopback, and transactions land on a real anvil. Nothing is mocked. The only fake is the clock of
// the SDK's platform (the expiry test): the WalletConnect libraries keep real timers for their sockets.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ReadableAtom } from 'nanostores'
import { createPublicClient, createTestClient, http, parseEther, verifyMessage, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { startRelay, type Relay } from '@portico-examples/devnet/relay'
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS, type Namespace } from '../constants'
import { fetchBalances } from '../account/fetchBalances'
import { setActiveNetwork } from '../chains/setActiveNetwork'
import { switchNetwork } from '../chains/switchNetwork'
import { getConnectedProvider } from '../connect/getConnectedProvider'
import { connect } from '../connect/connect'
import { disconnect } from '../connect/disconnect'
import { reconnect } from '../connect/reconnect'
import { watchConnectors, stopConnectors } from '../connectors/watchConnectors'
import { findConnector } from '../connectors/findConnector'
import { resetPairing } from '../connect/resetPairing'
import { eip155 } from '../eip155/eip155'
import { sendTransaction, signMessage } from '../eip155/actions'
import { createPortico } from '../instance/createPortico'
import type { PorticoOptions } from '../instance/options'
import type { Portico } from '../portico/types'
import { bitcoin } from '../networks/bip122'
import { cosmosHub } from '../networks/cosmos'
import { polkadotMainnet } from '../networks/polkadot'
import { bip122 } from '../bip122/bip122'
import { cosmos } from '../cosmos/cosmos'
import { polkadot } from '../polkadot/polkadot'
import { solana } from '../solana/solana'
import { solanaMainnet } from '../networks/solana'
import { signMessage as signWithWallet } from '../connect/signMessage'
import { verifyMessage as verifyWithAdapter } from '../connect/verifyMessage'
import { verifyADR36Amino } from '@keplr-wallet/cosmos'
import { signatureVerify } from '@polkadot/util-crypto'
import { Verifier } from 'bip322-js'
import { devnet, devnetTwo } from '../networks/devnet'
import { defineNetwork } from '../networks/defineNetwork'
import { withRpcUrl } from '../networks/withRpcUrl'
import { close } from '../modal/close'
import { open } from '../modal/open'
import { memoryPlatform, type MemoryPlatform } from '../platform/memoryPlatform'
import { defaultSiwx } from '../siwx/defaultSiwx'
import { watchSignIn } from '../siwx/watchSignIn'
import { reloaded } from '@portico-examples/test-support/portico/testPortico'
import { startAnvil, type Anvil } from '@portico-examples/test-support/chains/anvil'
import { fakeClockPlatform } from '@portico-examples/test-support/platform/fakeClockPlatform'
import {
  BITCOIN_ADDRESS,
  BITCOIN_CHAIN,
  COSMOS_ADDRESS,
  COSMOS_PUBLIC_KEY,
  POLKADOT_ADDRESS,
  POLKADOT_CHAIN,
  SOLANA_ADDRESS,
  COSMOS_CHAIN,
  startTestWallet,
  type TestWallet,
} from '@portico-examples/test-support/wallets/walletConnectWallet'
import { PAIRING_REFRESH_TIMER } from './constants'
import { supportsFeature } from '../chains/supportsFeature'
import { walletConnect } from './walletConnect'
import type { WalletConnectParameters } from './types'

let relay: Relay
let anvil: Anvil
let storageDir: string
let prefixCount = 0
const instances: Portico[] = []
const wallets: TestWallet[] = []
const stops: (() => void)[] = []

beforeAll(async () => {
  // One Core per client: otherwise a second provider with the same storage prefix gets the Core already in
  // memory, and the restore test would restore nothing from storage.
  vi.stubEnv('DISABLE_GLOBAL_CORE', 'true')
  relay = await startRelay({ port: 0, quiet: true })
  anvil = await startAnvil()
  storageDir = mkdtempSync(join(tmpdir(), 'portico-wc-'))
}, 30_000)

afterEach(async () => {
  for (const stop of stops.splice(0)) stop()
  for (const p of instances.splice(0)) stopConnectors(p)
  await Promise.all(wallets.splice(0).map((wallet) => wallet.close()))
})

afterAll(async () => {
  await relay?.stop()
  await anvil?.stop()
  if (storageDir) rmSync(storageDir, { recursive: true, force: true })
  vi.unstubAllEnvs()
})

/** The devnet's two eip155 networks, both on the test's anvil. */
const localNetworks = () => [withRpcUrl(devnet, anvil.rpcUrl), withRpcUrl(devnetTwo, anvil.rpcUrl)]

/**
 * An app with WalletConnect on the test relay, its own storage prefix and an in-memory platform: by default eip155
 * (the two local networks), with Bitcoin and Cosmos networks the wallet also approves. `options` replaces any of
 * this; `parameters` are WalletConnect's own.
 */
function portico(options: Partial<PorticoOptions> = {}, parameters: WalletConnectParameters = {}): Portico {
  const p = createPortico({
    projectId: 'portico-test',
    networks: [...localNetworks(), bitcoin, cosmosHub],
    adapters: [eip155()],
    connectors: [
      walletConnect({
        customStoragePrefix: `portico-dapp-${++prefixCount}`,
        storageOptions: { database: ':memory:' },
        ...parameters,
      }),
    ],
    apiUrls: { relay: relay.url },
    metadata: { name: 'Portico test dapp', description: 'WalletConnect tests', url: 'http://127.0.0.1', icons: [] },
    platform: memoryPlatform(),
    ...options,
  })
  instances.push(p)
  return p
}

async function wallet(options: Partial<Parameters<typeof startTestWallet>[0]> = {}) {
  const started = await startTestWallet({
    relayUrl: relay.url,
    rpcUrl: anvil.rpcUrl,
    account: privateKeyToAccount(generatePrivateKey()),
    evmChains: ['eip155:31337', 'eip155:31338'],
    ...options,
  })
  wallets.push(started)
  return started
}

/** Resolves with the first value of a store that passes `test` (now or later): no timed waits. */
function until<T>(store: ReadableAtom<T>, test: (value: T) => boolean): Promise<T> {
  return new Promise((resolve) => {
    const stop = store.subscribe((value) => {
      if (!test(value)) return
      queueMicrotask(() => stop())
      resolve(value)
    })
  })
}

/** An eip155-only app with the default sign-in: WalletConnect pairs with one-click sign-in. */
function signInPortico(): Portico {
  const p = portico({ networks: localNetworks(), siwx: defaultSiwx() })
  stops.push(watchSignIn(p))
  return p
}

const pairingUri = (p: Portico, other?: string) =>
  until(p.$connection, (c) => Boolean(c.pairing.uri) && c.pairing.uri !== other).then((c) => c.pairing.uri!)

/** Connects eip155 through WalletConnect: the pairing link from the store, scanned by the wallet. */
async function pairWith(p: Portico, w: TestWallet) {
  const connecting = connect(p, { connector: 'walletConnect', namespace: 'eip155' })
  await w.pair(await pairingUri(p))
  return connecting
}

const account = (p: Portico, ns: Namespace) => p.$chains.get()[ns]?.accountState

describe('walletConnect() through the devnet relay, with a WalletKit wallet', { timeout: 30_000 }, () => {
  it('pairs from the pairing store and connects every namespace of the session', async () => {
    const key = privateKeyToAccount(generatePrivateKey())
    const w = await wallet({ account: key })
    const p = portico()

    const result = await pairWith(p, w)

    const address = key.address
    expect(result).toMatchObject({ namespace: 'eip155', connectorId: 'walletConnect', chainId: '31337' })
    const pairing = p.$connection.get().pairing
    expect(pairing.uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(pairing.status).toBe('connected')
    expect(account(p, 'eip155')).toMatchObject({ status: 'connected', caipAddress: `eip155:31337:${address}` })
    expect(account(p, 'bip122')).toMatchObject({
      status: 'connected',
      address: BITCOIN_ADDRESS,
      caipAddress: `${BITCOIN_CHAIN}:${BITCOIN_ADDRESS}`,
    })
    expect(account(p, 'cosmos')).toMatchObject({
      status: 'connected',
      caipAddress: `${COSMOS_CHAIN}:${COSMOS_ADDRESS}`,
    })
    expect(p.$connection.get().status).toMatchObject({ eip155: 'connected', bip122: 'connected', cosmos: 'connected' })
    expect(p.$chains.get().bip122?.networkState.caipNetwork?.caipNetworkId).toBe(BITCOIN_CHAIN)
    // The active network is the one asked for.
    expect(p.$network.get().caipNetwork?.caipNetworkId).toBe('eip155:31337')
    expect(w.activeSessions()).toHaveLength(1)
  })

  it('signs messages on solana, bip122, polkadot and cosmos through the session; each checks out with its ecosystem’s verifier', async () => {
    const w = await wallet()
    const p = portico({
      networks: [withRpcUrl(devnet, anvil.rpcUrl), solanaMainnet, bitcoin, polkadotMainnet, cosmosHub],
      adapters: [eip155(), solana(), bip122(), polkadot(), cosmos()],
    })
    await pairWith(p, w)
    expect(account(p, 'polkadot')).toMatchObject({
      status: 'connected',
      caipAddress: `${POLKADOT_CHAIN}:${POLKADOT_ADDRESS}`,
    })
    const message = 'Hello from Portico over WalletConnect'

    const solanaSignature = await signWithWallet(p, { message, namespace: 'solana' })
    const bitcoinSignature = await signWithWallet(p, { message, namespace: 'bip122' })
    expect(Verifier.verifySignature(BITCOIN_ADDRESS, message, bitcoinSignature)).toBe(true)
    const polkadotSignature = await signWithWallet(p, { message, namespace: 'polkadot' })
    expect(signatureVerify(message, polkadotSignature, POLKADOT_ADDRESS).isValid).toBe(true)
    const cosmosSignature = await signWithWallet(p, { message, namespace: 'cosmos' })
    expect(
      verifyADR36Amino('cosmos', COSMOS_ADDRESS, message, COSMOS_PUBLIC_KEY, Buffer.from(cosmosSignature, 'base64')),
    ).toBe(true)
    expect(w.requests).toEqual(['solana_signMessage', 'signMessage', 'polkadot_signMessage', 'cosmos_signAmino'])

    for (const [namespace, address, signature] of [
      ['solana', SOLANA_ADDRESS, solanaSignature],
      ['bip122', BITCOIN_ADDRESS, bitcoinSignature],
      ['polkadot', POLKADOT_ADDRESS, polkadotSignature],
      ['cosmos', COSMOS_ADDRESS, cosmosSignature],
    ] as const) {
      expect(await verifyWithAdapter(p, { namespace, address, message, signature })).toBe('valid')
      expect(await verifyWithAdapter(p, { namespace, address, message: `${message}!`, signature })).toBe('invalid')
    }
  })

  it('signs with personal_sign through the SDK (verified with viem) and sends a transaction that lands on anvil', async () => {
    const key = privateKeyToAccount(generatePrivateKey())
    const testClient = createTestClient({ chain: foundry, mode: 'anvil', transport: http(anvil.rpcUrl) })
    await testClient.setBalance({ address: key.address, value: parseEther('10') })
    const w = await wallet({ account: key })
    const p = portico()
    await pairWith(p, w)

    const signature = await signMessage(p, { message: 'Sign in to Portico' })
    expect(await verifyMessage({ address: key.address, message: 'Sign in to Portico', signature })).toBe(true)

    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const hash = await sendTransaction(p, { to: recipient, value: parseEther('1.25') })
    const chain = createPublicClient({ chain: foundry, transport: http(anvil.rpcUrl) })
    expect((await chain.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await chain.getBalance({ address: recipient })).toBe(parseEther('1.25'))
    expect(w.requests).toEqual(['personal_sign', 'eth_sendTransaction'])
  })

  it('switches the eip155 network through the session (the adapter’s wallet_switchEthereumChain) and routes requests there', async () => {
    const key = privateKeyToAccount(generatePrivateKey())
    const w = await wallet({ account: key })
    const p = portico()
    await pairWith(p, w)
    const two = p.$chains.get().eip155!.caipNetworks.find((n) => n.id === 31338)!

    await switchNetwork(p, { network: two })

    expect(p.$network.get().caipNetwork?.caipNetworkId).toBe('eip155:31338')
    expect(account(p, 'eip155')?.caipAddress).toBe(`eip155:31338:${key.address}`)
    const provider = getConnectedProvider(p, { namespace: 'eip155' })
    expect(await provider.request({ method: 'eth_chainId' })).toBe(31338)
    const signature = await signMessage(p, { message: 'on 31338' })
    expect(await verifyMessage({ address: key.address, message: 'on 31338', signature })).toBe(true)
  })

  it('shows a fresh pairing link after the wallet rejects, and connects with it', async () => {
    const w = await wallet({ decide: (n) => (n === 1 ? 'reject' : 'approve') })
    const p = portico()
    const connecting = connect(p, { connector: 'walletConnect', namespace: 'eip155' })

    const first = await pairingUri(p)
    await w.pair(first)
    const fresh = await pairingUri(p, first)

    expect(fresh).not.toBe(first)
    expect(p.$connection.get().pairing.status).toBe('connecting')
    await w.pair(fresh)
    await expect(connecting).resolves.toMatchObject({ namespace: 'eip155' })
    expect(w.proposals()).toBe(2)
    expect(account(p, 'eip155')?.status).toBe('connected')
  })

  it('replaces the pairing link when it nears expiry (fake platform clock), and the fresh one connects', async () => {
    const platform = fakeClockPlatform()
    const w = await wallet()
    const p = portico({ platform })
    const connecting = connect(p, { connector: 'walletConnect', namespace: 'eip155' })
    const first = await pairingUri(p)
    expect(p.$connection.get().pairing.expiry).toBe(platform.now() + PAIRING_LIFETIME_MS)

    platform.advance(PAIRING_LIFETIME_MS - PAIRING_EXPIRY_MARGIN_MS - 1)
    expect(p.timers.isPending(PAIRING_REFRESH_TIMER)).toBe(true)
    expect(p.$connection.get().pairing.uri).toBe(first)
    platform.advance(1)
    expect(p.timers.isPending(PAIRING_REFRESH_TIMER)).toBe(false)
    const fresh = await pairingUri(p, first)

    expect(fresh).not.toBe(first)
    expect(p.$connection.get().pairing.expiry).toBe(platform.now() + PAIRING_LIFETIME_MS)
    await w.pair(fresh)
    await expect(connecting).resolves.toMatchObject({ namespace: 'eip155' })
    expect(p.$connection.get().pairing.status).toBe('connected')
  })

  it('in a messaging-app browser a second connect reuses the pending pairing link', async () => {
    const w = await wallet()
    const p = portico({ platform: memoryPlatform({ isInAppBrowser: true, isMobile: true }) })
    const first = connect(p, { connector: 'walletConnect', namespace: 'eip155' })
    const uri = await pairingUri(p)

    const second = connect(p, { connector: 'walletConnect', namespace: 'eip155' })
    await w.pair(uri)

    await expect(first).resolves.toMatchObject({ namespace: 'eip155' })
    await expect(second).resolves.toMatchObject({ namespace: 'eip155' })
    expect(p.$connection.get().pairing.uri).toBe(uri)
    expect(w.proposals()).toBe(1)
  })

  it('on a desktop browser a second connect replaces the pending link (the first connect is aborted)', async () => {
    const w = await wallet()
    const p = portico()
    const first = connect(p, { connector: 'walletConnect', namespace: 'eip155' })
    first.catch(() => {})
    const uri = await pairingUri(p)

    const second = connect(p, { connector: 'walletConnect', namespace: 'eip155' })
    await expect(first).rejects.toThrow('Request was aborted')
    const fresh = await pairingUri(p, uri)
    await w.pair(fresh)

    await expect(second).resolves.toMatchObject({ namespace: 'eip155' })
    expect(fresh).not.toBe(uri)
  })

  /** What the kit does when a view that leads to the QR shows: WalletConnect's `prepare`. */
  async function prepare(p: Portico) {
    watchConnectors(p)
    await findConnector(p, { id: 'walletConnect' })?.prepare?.()
  }

  it('with the modal open, prepare makes the pairing link ahead; the connect takes it over and the wallet pairs', async () => {
    const w = await wallet()
    const p = portico()
    open(p)
    await prepare(p)
    const uri = await pairingUri(p)
    expect(p.$connection.get().pairing.status).toBe('connecting')

    const connecting = connect(p, { connector: 'walletConnect', namespace: 'eip155' })
    await w.pair(uri)

    await expect(connecting).resolves.toMatchObject({ namespace: 'eip155' })
    expect(p.$connection.get().pairing).toMatchObject({ uri, status: 'connected' })
    expect(w.proposals()).toBe(1)
  })

  it('with the modal closed, prepare only loads the code: no pairing link, nothing proposed', async () => {
    const p = portico()
    await prepare(p)
    expect(p.$connection.get().pairing).toEqual({ status: 'disconnected' })
  })

  it('closing the modal abandons a link made ahead; the next opening makes a fresh one', async () => {
    const w = await wallet()
    const p = portico()
    open(p)
    await prepare(p)
    const first = await pairingUri(p)
    close(p)
    expect(p.$connection.get().pairing).toEqual({ status: 'disconnected' })

    open(p)
    await prepare(p)
    const fresh = await pairingUri(p, first)
    expect(fresh).not.toBe(first)
    const connecting = connect(p, { connector: 'walletConnect', namespace: 'eip155' })
    await w.pair(fresh)
    await expect(connecting).resolves.toMatchObject({ namespace: 'eip155' })
  })

  it('abandons the pairing when the pairing link is reset', async () => {
    const p = portico()
    const connecting = connect(p, { connector: 'walletConnect', namespace: 'eip155' })
    await pairingUri(p)
    resetPairing(p)
    await expect(connecting).rejects.toThrow('Request was aborted')
    expect(account(p, 'eip155')?.status).toBe('disconnected')
  })

  it('restores the session in a new instance on the same storage, silently, and signs again', async () => {
    const key = privateKeyToAccount(generatePrivateKey())
    const w = await wallet({ account: key })
    const platform: MemoryPlatform = memoryPlatform()
    const storage = {
      customStoragePrefix: 'portico-restore',
      storageOptions: { database: join(storageDir, 'restore') },
    }
    const first = portico({ platform }, storage)
    await pairWith(first, w)
    stopConnectors(first) // the page goes away

    const second = portico({ platform: reloaded(platform) }, storage)
    const restored = await reconnect(second)

    expect(restored.sort()).toEqual(['bip122', 'cosmos', 'eip155'])
    expect(account(second, 'eip155')).toMatchObject({ status: 'connected', address: key.address })
    expect(account(second, 'cosmos')?.address).toBe(COSMOS_ADDRESS)
    expect(w.proposals()).toBe(1)
    const signature = await signMessage(second, { message: 'Still here' })
    expect(await verifyMessage({ address: key.address, message: 'Still here', signature })).toBe(true)
  })

  it('follows the wallet: accountsChanged and chainChanged session events update the stores', async () => {
    const w = await wallet()
    const p = portico()
    await pairWith(p, w)
    const other = privateKeyToAccount(generatePrivateKey()).address

    await w.emit('accountsChanged', [other], 'eip155:31337')
    await until(p.$chains, (chains) => chains.eip155?.accountState.address === other)
    expect(account(p, 'eip155')?.caipAddress).toBe(`eip155:31337:${other}`)

    await w.emit('chainChanged', 31338, 'eip155:31338')
    await until(p.$network, (n) => n.caipNetwork?.caipNetworkId === 'eip155:31338')
    expect(account(p, 'eip155')?.caipAddress).toBe(`eip155:31338:${other}`)
  })

  it('follows a session_update that changes the accounts', async () => {
    const key = privateKeyToAccount(generatePrivateKey())
    const w = await wallet({ account: key })
    const p = portico()
    await pairWith(p, w)
    const other = privateKeyToAccount(generatePrivateKey()).address

    await w.updateEvmAccounts([other, key.address])
    await until(p.$chains, (chains) => chains.eip155?.accountState.address === other)

    expect(account(p, 'eip155')?.allAccounts.map((a) => a.address)).toEqual([other, key.address])
  })

  it('abandons the pairing when the modal it was shown in closes', async () => {
    const p = portico()
    open(p)
    const connecting = connect(p, { connector: 'walletConnect', namespace: 'eip155' })
    await pairingUri(p)

    close(p)

    await expect(connecting).rejects.toThrow('Request was aborted')
    expect(p.$connection.get().pairing).toEqual({ status: 'disconnected' })
  })

  it('a Bitcoin account connected through WalletConnect: features bip122 lacks answer with the spec’s errors', async () => {
    const w = await wallet()
    const p = portico()
    await pairWith(p, w)
    setActiveNetwork(p, bitcoin)

    expect(p.$account.get().caipAddress).toBe(`${BITCOIN_CHAIN}:${BITCOIN_ADDRESS}`)
    expect(supportsFeature('bip122', 'balance')).toBe(false)
    await expect(fetchBalances(p)).rejects.toThrow('Token Balance Unavailable')
    expect(p.$snackbar.get()).toMatchObject({ open: true, variant: 'error', message: 'Token Balance Unavailable' })
  })

  it('one-click sign-in: one wallet approval connects and signs in, with no second signature', async () => {
    const key = privateKeyToAccount(generatePrivateKey())
    const w = await wallet({ account: key })
    const p = signInPortico()

    const result = await pairWith(p, w)

    expect(result).toMatchObject({ namespace: 'eip155', connectorId: 'walletConnect', chainId: '31337' })
    expect(account(p, 'eip155')).toMatchObject({ status: 'connected', caipAddress: `eip155:31337:${key.address}` })
    expect(w.authentications()).toBe(1)
    const [session] = await p.$options.get().siwx!.getSessions('eip155:31337', key.address)
    expect(session?.data).toMatchObject({ accountAddress: key.address, chainId: 'eip155:31337', domain: '127.0.0.1' })
    expect(session?.message).toMatch(/^127\.0\.0\.1 wants you to sign in with your Ethereum account:\n/)
    expect(
      await verifyMessage({ address: key.address, message: session!.message, signature: session!.signature as Hex }),
    ).toBe(true)
    expect(session?.cacao).toMatchObject({ h: { t: 'caip122' }, p: { iss: `did:pkh:eip155:31337:${key.address}` } })
    // No sign-in prompt follows, and the wallet was never asked for a second signature.
    await until(p.$siwx, (s) => s.status === 'success')
    expect(p.$siwx.get().awaiting).toBeUndefined()
    expect(w.requests).not.toContain('personal_sign')
  })

  it('one-click sign-in: a wallet that refuses gets a fresh link, and approving it signs in', async () => {
    const key = privateKeyToAccount(generatePrivateKey())
    const w = await wallet({ account: key, decide: (n) => (n === 1 ? 'reject' : 'approve') })
    const p = signInPortico()
    const connecting = connect(p, { connector: 'walletConnect', namespace: 'eip155' })
    const first = await pairingUri(p)
    await w.pair(first)

    const second = await pairingUri(p, first)
    expect(second).not.toBe(first)
    await w.pair(second)
    await connecting

    expect(w.authentications()).toBe(1)
    expect(account(p, 'eip155')?.status).toBe('connected')
    expect(await p.$options.get().siwx!.getSessions('eip155:31337', key.address)).toHaveLength(1)
  })

  it('switches between Bitcoin chains the session approved without asking the wallet, and refuses others', async () => {
    const testnet = defineNetwork({ ...bitcoin, id: '000000000933ea01ad0ee984209779ba', name: 'Bitcoin Testnet' })
    const signet = defineNetwork({ ...bitcoin, id: '00000008819873e925422c1ff0f99f7c', name: 'Bitcoin Signet' })
    const w = await wallet({ bitcoinChains: [BITCOIN_CHAIN, testnet.caipNetworkId] })
    const p = portico({ networks: [...localNetworks(), bitcoin, cosmosHub, testnet, signet] })
    await pairWith(p, w)
    await switchNetwork(p, { network: bitcoin })

    await switchNetwork(p, { network: testnet })

    expect(p.$network.get().caipNetwork?.caipNetworkId).toBe(testnet.caipNetworkId)
    expect(p.$account.get().caipAddress).toBe(`${testnet.caipNetworkId}:${BITCOIN_ADDRESS}`)
    expect(w.requests).toEqual([])

    await expect(switchNetwork(p, { network: signet })).rejects.toThrow(
      'The wallet did not approve Bitcoin Signet in this session',
    )
    expect(p.$network.get().caipNetwork?.caipNetworkId).toBe(testnet.caipNetworkId)
    expect(p.$account.get().caipAddress).toBe(`${testnet.caipNetworkId}:${BITCOIN_ADDRESS}`)

    await switchNetwork(p, { network: bitcoin })
    expect(p.$account.get().caipAddress).toBe(`${BITCOIN_CHAIN}:${BITCOIN_ADDRESS}`)
  })

  it('a wallet-side disconnect (session_delete) disconnects every namespace and resets the pairing', async () => {
    const w = await wallet()
    const p = portico()
    await pairWith(p, w)

    await w.disconnect()
    await until(p.$connection, (c) => c.status.eip155 === 'disconnected' && c.status.cosmos === 'disconnected')

    expect(p.$connection.get()).toMatchObject({
      status: { eip155: 'disconnected', bip122: 'disconnected', cosmos: 'disconnected' },
      pairing: { status: 'disconnected' },
    })
    expect(p.$connection.get().pairing.uri).toBeUndefined()
    expect(account(p, 'eip155')?.status).toBe('disconnected')
    expect(account(p, 'eip155')?.address).toBeUndefined()
    expect(account(p, 'bip122')?.address).toBeUndefined()
  })

  it('an SDK-side disconnect ends the session at the wallet', async () => {
    const w = await wallet()
    const p = portico()
    await pairWith(p, w)
    const deleted = new Promise((resolve) => w.walletkit.once('session_delete', resolve))

    await disconnect(p)

    await deleted
    expect(w.activeSessions()).toEqual([])
    expect(p.$connection.get().status).toMatchObject({
      eip155: 'disconnected',
      bip122: 'disconnected',
      cosmos: 'disconnected',
    })
    expect(p.$connection.get().pairing).toEqual({ status: 'disconnected' })
  })

  it('lists one WalletConnect connector per configured namespace, and none when WalletConnect is off', () => {
    const p = portico()
    watchConnectors(p)
    const listed = p.$connectors.get().all.filter((c) => c.id === 'walletConnect')
    expect(listed.map((c) => [c.chain, c.type])).toEqual([
      ['eip155', 'WALLET_CONNECT'],
      ['bip122', 'WALLET_CONNECT'],
      ['cosmos', 'WALLET_CONNECT'],
    ])

    const off = createPortico({
      projectId: 'p',
      networks: [devnet],
      connectors: [walletConnect()],
      enableWalletConnect: false,
    })
    watchConnectors(off)
    expect(off.$connectors.get().all).toEqual([])
  })
})
