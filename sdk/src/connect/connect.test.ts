import { signTypedData } from 'viem/actions'
import type { PorticoOptions } from '../instance/options'
import {
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  http,
  parseEther,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STORAGE_PREFIX } from '../constants'
import { switchNetwork } from '../chains/switchNetwork'
import { setPairingUri } from './setPairingUri'
import { external } from '../connectors/external'
import { injected } from '../connectors/injected'
import { mergeConnectors } from '../connectors/mergeConnectors'
import { watchConnectors, stopConnectors } from '../connectors/watchConnectors'
import { getBalance, sendTransaction, signMessage, writeContract } from '../eip155/actions'
import { getWalletClient } from '../eip155/getWalletClient'
import { open } from '../modal/open'
import { memoryPlatform } from '../platform/memoryPlatform'
import { ANVIL_KEYS, startAnvil, type Anvil } from '@portico-examples/test-support/chains/anvil'
import { privateKeyProvider, type TestWallet } from '@portico-examples/test-support/wallets/privateKeyProvider'
import { waitForStore } from '@portico-examples/test-support/portico/waitForStore'
import { localChains, localNetworks, testPortico } from '@portico-examples/test-support/portico/testPortico'
import { connect } from './connect'
import { disconnect } from './disconnect'
import { watchConnectionEvents } from './watchConnectionEvents'
import { reconnect } from './reconnect'
import type { ConnectionEvent } from './sessions'

// Real chains (two anvils), a real private-key wallet speaking EIP-1193 and EIP-6963; nothing mocked.
let one: Anvil
let two: Anvil
beforeAll(async () => {
  ;[one, two] = await Promise.all([startAnvil(31337), startAnvil(31338)])
})
afterAll(async () => {
  await Promise.all([one?.stop(), two?.stop()])
})

const RDNS = 'org.portico.testwallet'
const key = (name: string) => `${STORAGE_PREFIX}${name}`

/** A wallet that knows only the first chain (the second must be added), as a browser extension would. */
function wallet(options: { authorized?: boolean; privateKey?: `0x${string}` } = {}): TestWallet {
  return privateKeyProvider({
    privateKey: options.privateKey ?? ANVIL_KEYS[0]!,
    chains: [{ chainId: 31337, rpcUrl: one.rpcUrl }],
    authorized: options.authorized,
  })
}

async function connected(options: Partial<PorticoOptions> = {}) {
  const p = testPortico({ ...localChains(one, two), ...options })
  const w = wallet()
  w.announce(p.platform.events)
  await reconnect(p)
  await connect(p, { connector: RDNS })
  return { p, w }
}

describe('discovery (EIP-6963 through the platform)', () => {
  it('lists a wallet announced before start and one announcing late, each once', async () => {
    const p = testPortico(localChains(one, two))
    wallet().announce(p.platform.events)
    watchConnectors(p)
    expect(p.$connectors.get().all.map((c) => [c.id, c.type, c.name])).toEqual([[RDNS, 'ANNOUNCED', 'Test Wallet']])

    wallet().announce(p.platform.events, { rdns: 'org.portico.late', name: 'Late Wallet' })
    wallet().announce(p.platform.events) // the first wallet again (a new page script): still one entry
    expect(p.$connectors.get().all.map((c) => c.id)).toEqual([RDNS, 'org.portico.late'])
  })

  it('falls back to the legacy injected provider, and drops it when the same wallet announces itself', () => {
    const platform = memoryPlatform()
    const w = wallet()
    platform.setInjectedProvider(w)
    const p = testPortico(localChains(one, two), platform)
    watchConnectors(p)
    expect(p.$connectors.get().all.map((c) => [c.id, c.type, c.name])).toEqual([
      ['injected', 'INJECTED', 'Browser Wallet'],
    ])
    w.announce(platform.events)
    expect(p.$connectors.get().all.map((c) => [c.id, c.type])).toEqual([[RDNS, 'ANNOUNCED']])
  })

  it('looks for browser wallets with the eip155 adapter even when the app lists no injected()', () => {
    const p = testPortico({ ...localChains(one, two), connectors: [] })
    wallet().announce(p.platform.events)
    watchConnectors(p)
    expect(p.$connectors.get().all.map((c) => c.id)).toEqual([RDNS])
  })

  it('respects enableEIP6963 and enableInjected, and stops listening when stopped', () => {
    const platform = memoryPlatform()
    platform.setInjectedProvider(wallet())
    const p = testPortico({ ...localChains(one, two), enableEIP6963: false, enableInjected: false }, platform)
    wallet().announce(platform.events)
    watchConnectors(p)
    expect(p.$connectors.get().all).toEqual([])

    const q = testPortico(localChains(one, two))
    watchConnectors(q)
    stopConnectors(q)
    wallet().announce(q.platform.events)
    expect(q.$connectors.get().all).toEqual([])
  })
})

describe('connect', () => {
  it('connects: account, network, statuses, stored connector id and recent wallet; the modal closes', async () => {
    const p = testPortico(localChains(one, two))
    const w = wallet()
    w.announce(p.platform.events)
    await reconnect(p)
    open(p)
    const statuses: string[] = []
    p.$connectors.listen((s) => statuses.push(s.connectStatus))
    const events: ConnectionEvent[] = []
    watchConnectionEvents(p, { onEvent: (e) => events.push(e) })

    const result = await connect(p, { connector: RDNS })

    const address = w.account.address
    expect(result).toMatchObject({ namespace: 'eip155', connectorId: RDNS, address, chainId: '31337' })
    expect(p.$account.get()).toMatchObject({
      address,
      caipAddress: `eip155:31337:${address}`,
      status: 'connected',
      connectedWalletInfo: { name: 'Test Wallet', type: 'ANNOUNCED' },
    })
    expect(p.$network.get()).toMatchObject({ caipNetwork: { caipNetworkId: 'eip155:31337' }, isSupported: true })
    expect(p.$connection.get().status.eip155).toBe('connected')
    expect(p.$connection.get().recentWallets[0]).toMatchObject({ id: RDNS, name: 'Test Wallet', rdns: RDNS })
    expect(p.platform.store.get(key('eip155:connected_connector_id'))).toBe(JSON.stringify(RDNS))
    expect(p.$modal.get().open).toBe(false)
    expect(statuses.filter((s, i) => s !== statuses[i - 1])).toEqual(['pending', 'success'])
    expect(events).toEqual([{ type: 'connect_success', namespace: 'eip155', connectorId: RDNS }])
    expect(w.requests).toContain('eth_requestAccounts')
  })

  it('a wallet on a network the app did not ask for: connected, and UnsupportedChain stays open', async () => {
    const p = testPortico(localChains(one, two))
    const w = privateKeyProvider({ privateKey: ANVIL_KEYS[0]!, chains: [{ chainId: 999, rpcUrl: one.rpcUrl }] })
    w.announce(p.platform.events)
    open(p)
    await connect(p, { connector: RDNS })
    expect(p.$account.get()).toMatchObject({ status: 'connected', caipAddress: `eip155:999:${w.account.address}` })
    expect(p.$network.get()).toMatchObject({ caipNetwork: { caipNetworkId: 'eip155:999' }, isSupported: false })
    expect(p.$modal.get().open).toBe(true)
    expect(p.$router.get().view).toBe('UnsupportedChain')
  })

  it('a refused prompt shows the error status and leaves the account disconnected', async () => {
    const p = testPortico(localChains(one, two))
    const w = wallet()
    w.announce(p.platform.events)
    await reconnect(p)
    w.rejectNext()
    // Whichever wallet declined, the app sees one code.
    await expect(connect(p, { connector: RDNS })).rejects.toMatchObject({
      code: 'USER_REJECTED',
      message: 'User rejected the request',
    })
    expect(p.$connectors.get()).toMatchObject({ connectStatus: 'error', error: { code: 'USER_REJECTED' } })
    expect(p.$account.get().status).toBe('disconnected')
    expect(p.$connection.get().status.eip155).toBeUndefined()
    expect(p.platform.store.has(key('eip155:connected_connector_id'))).toBe(false)
  })

  it('connects by the catalogue id of the wallet a connector stands for', async () => {
    const w = wallet()
    const p = testPortico({
      ...localChains(one, two),
      connectors: [external({ id: 'my-wallet', name: 'My Wallet', provider: w, explorerId: 'catalogue-id' })],
    })
    await connect(p, { connector: 'catalogue-id' })
    expect(p.$account.get().status).toBe('connected')
  })

  it('an unknown connector id is an error', async () => {
    const p = testPortico(localChains(one, two))
    await expect(connect(p, { connector: 'nope' })).rejects.toThrow('Connector nope not found')
  })

  it('signs with the wallet (the signature verifies) and sends a transaction on the chain', async () => {
    const { p, w } = await connected()
    const signature = await signMessage(p, { message: 'hello portico' })
    expect(await verifyMessage({ address: w.account.address, message: 'hello portico', signature })).toBe(true)

    const to = '0x000000000000000000000000000000000000dEaD'
    const before = await getBalance(p, { address: to })
    const hash = await sendTransaction(p, { to, value: parseEther('0.25') })
    const chain = createPublicClient({ transport: http(one.rpcUrl) })
    expect((await chain.waitForTransactionReceipt({ hash })).status).toBe('success')
    const after = await getBalance(p, { address: to })
    expect(after.value - before.value).toBe(parseEther('0.25'))
    expect(after.symbol).toBe('ETH')
  })

  it('gives the namespace a connection client that signs with the connected account (for sign-in, names)', async () => {
    const { p, w } = await connected()
    const signature = await p.$chains.get().eip155!.connectionClient!.signMessage!('Sign in to Portico')
    expect(
      await verifyMessage({
        address: w.account.address,
        message: 'Sign in to Portico',
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)
  })

  it('signs typed data and calls contracts through the wallet', async () => {
    const { p, w } = await connected()
    const typed = {
      domain: { name: 'Portico', chainId: 31337 },
      types: { Hello: [{ name: 'text', type: 'string' }] },
      primaryType: 'Hello',
      message: { text: 'hi' },
    } as const
    const wallet = getWalletClient(p)
    const signature = await signTypedData(wallet, { account: wallet.account, ...typed })
    expect(await verifyTypedData({ address: w.account.address, signature, ...typed })).toBe(true)

    const args = ['0x000000000000000000000000000000000000bEEF', 5n] as const
    const token = '0x000000000000000000000000000000000000dEaD'
    const hash = await writeContract(p, { address: token, abi: erc20Abi, functionName: 'transfer', args: [...args] })
    const chain = createPublicClient({ transport: http(one.rpcUrl) })
    await chain.waitForTransactionReceipt({ hash })
    const tx = await chain.getTransaction({ hash })
    expect(tx.input).toBe(encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [...args] }))
    expect(tx.from.toLowerCase()).toBe(w.account.address.toLowerCase())
  })

  it('connects an integrator’s external connector', async () => {
    const w = wallet()
    const p = testPortico({
      ...localChains(one, two),
      connectors: [external({ id: 'my-wallet', name: 'My Wallet', provider: w })],
    })
    await reconnect(p)
    expect(p.$connectors.get().all.map((c) => [c.id, c.type])).toEqual([['my-wallet', 'EXTERNAL']])
    await connect(p, { connector: 'my-wallet' })
    expect(p.$account.get()).toMatchObject({ address: w.account.address, status: 'connected' })
  })

  it('connects the wanted namespace of a wallet merged across namespaces', async () => {
    const w = wallet()
    const solanaSide = external({ id: RDNS, name: 'Test Wallet', chain: 'solana', info: { rdns: RDNS }, provider: w })
    const p = testPortico({ ...localChains(one, two), connectors: [solanaSide, injected()] })
    w.announce(p.platform.events)
    await reconnect(p)
    const merged = mergeConnectors(p.$connectors.get().all)
    expect(merged).toHaveLength(1)
    expect(merged[0]).toMatchObject({ type: 'MULTI_CHAIN', name: 'Test Wallet' })
    expect(merged[0]!.connectors!.map((c) => c.chain)).toEqual(['solana', 'eip155'])

    await connect(p, { connector: merged[0]!, namespace: 'eip155' })
    expect(p.$account.get()).toMatchObject({ caipAddress: `eip155:31337:${w.account.address}` })
  })
})

describe('network switching', () => {
  it('switches through the wallet, adding the chain the wallet does not know, then follows it', async () => {
    const { p, w } = await connected()
    const { chainOne, chainTwo } = localNetworks(one, two)

    await switchNetwork(p, { network: chainTwo })
    expect(w.requests.filter((m) => m.startsWith('wallet_'))).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
    expect(w.chainId).toBe(31338)
    expect(p.$network.get()).toMatchObject({ caipNetwork: chainTwo, isSupported: true, isSwitching: false })
    expect(p.$account.get().caipAddress).toBe(`eip155:31338:${w.account.address}`)
    expect(p.platform.store.get(key('active_caip_network_id'))).toBe('"eip155:31338"')

    await switchNetwork(p, { network: chainOne }) // known now: no second add
    expect(w.requests.filter((m) => m === 'wallet_addEthereumChain')).toHaveLength(1)
    expect(p.$network.get().caipNetwork?.caipNetworkId).toBe(chainOne.caipNetworkId)
    expect((await getBalance(p)).value).toBeGreaterThan(0n)
  })

  it('follows the wallet’s own switch; an unsupported chain shows UnsupportedChain, a supported one closes it', async () => {
    const { p, w } = await connected()
    w.changeChain(999)
    expect(p.$network.get()).toMatchObject({ caipNetwork: { caipNetworkId: 'eip155:999' }, isSupported: false })
    expect(p.$modal.get().open).toBe(true)
    expect(p.$router.get().view).toBe('UnsupportedChain')
    expect(p.$account.get().caipAddress).toBe(`eip155:999:${w.account.address}`)

    w.changeChain(31337)
    expect(p.$network.get()).toMatchObject({ caipNetwork: { caipNetworkId: 'eip155:31337' }, isSupported: true })
    expect(p.$modal.get().open).toBe(false)
  })

  it('shows no UnsupportedChain when unsupported chains are allowed', async () => {
    const { p, w } = await connected({ allowUnsupportedChain: true })
    w.changeChain(999)
    expect(p.$network.get().isSupported).toBe(false)
    expect(p.$modal.get().open).toBe(false)
  })
})

describe('following the wallet', () => {
  it('moves to the account the user picks in the wallet', async () => {
    const { p, w } = await connected()
    w.changeAccount(ANVIL_KEYS[1]!)
    expect(p.$account.get()).toMatchObject({
      address: w.account.address,
      caipAddress: `eip155:31337:${w.account.address}`,
      status: 'connected',
    })
  })

  it('starts the send form afresh for the account the user picks in the wallet', async () => {
    const { p, w } = await connected()
    p.$send.set({ status: 'idle', sendTokenAmount: '1', receiverAddress: w.account.address })
    w.changeAccount(ANVIL_KEYS[1]!)
    expect(p.$send.get()).toEqual({ status: 'idle' })
  })

  it('disconnects when the wallet shares no account any more, or disconnects itself', async () => {
    const locked = await connected()
    locked.w.lock()
    await waitForStore(locked.p.$account, (a) => a.status === 'disconnected')
    expect(locked.p.$connection.get().status.eip155).toBe('disconnected')

    const dropped = await connected()
    dropped.w.disconnect()
    await waitForStore(dropped.p.$account, (a) => a.status === 'disconnected')
    expect(dropped.p.platform.store.has(key('eip155:connected_connector_id'))).toBe(false)
  })
})

describe('reload', () => {
  /** A new page: a fresh platform (new event target) holding the same stored strings. */
  function reloaded(old: ReturnType<typeof memoryPlatform>) {
    const fresh = memoryPlatform()
    for (const [k, v] of old.store) fresh.store.set(k, v)
    return fresh
  }

  it('reconnects silently (no prompt) to the stored wallet once it announces itself, even late', async () => {
    const { p } = await connected()
    await switchNetwork(p, { network: localNetworks(one, two).chainTwo })

    const platform = reloaded(p.platform)
    const again = testPortico(localChains(one, two), platform)
    expect(await reconnect(again)).toEqual([]) // not announced yet
    const w = privateKeyProvider({
      privateKey: ANVIL_KEYS[0]!,
      chains: [
        { chainId: 31337, rpcUrl: one.rpcUrl },
        { chainId: 31338, rpcUrl: two.rpcUrl },
      ],
      chainId: 31338,
      authorized: true,
    })
    w.announce(platform.events)

    const account = await waitForStore(again.$account, (a) => a.status === 'connected')
    expect(account.caipAddress).toBe(`eip155:31338:${w.account.address}`)
    expect(again.$network.get().caipNetwork?.caipNetworkId).toBe('eip155:31338')
    expect(w.requests).toContain('eth_accounts')
    expect(w.requests).not.toContain('eth_requestAccounts')
  })

  it('does not reconnect a wallet announcing late after the user disconnected', async () => {
    const { p } = await connected()
    const platform = reloaded(p.platform)
    const again = testPortico(localChains(one, two), platform)
    await reconnect(again)
    await disconnect(again)
    wallet({ authorized: true }).announce(platform.events)
    expect(again.$account.get().status).toBe('disconnected')
    expect(again.$connectors.get().all.map((c) => c.id)).toEqual([RDNS])
  })

  it('resolves with the namespaces reconnected when the wallet is there at start', async () => {
    const { p } = await connected()
    const platform = reloaded(p.platform)
    wallet({ authorized: true }).announce(platform.events)
    expect(await reconnect(testPortico(localChains(one, two), platform))).toEqual(['eip155'])
  })

  it('forgets a wallet that no longer shares an account, and does nothing with enableReconnect off', async () => {
    const { p } = await connected()
    const platform = reloaded(p.platform)
    const w = wallet({ authorized: false })
    w.announce(platform.events)
    const again = testPortico(localChains(one, two), platform)
    expect(await reconnect(again)).toEqual([])
    expect(again.$account.get().status).toBe('disconnected')
    expect(platform.store.has(key('eip155:connected_connector_id'))).toBe(false)

    const off = reloaded(p.platform)
    wallet({ authorized: true }).announce(off.events)
    expect(await reconnect(testPortico({ ...localChains(one, two), enableReconnect: false }, off))).toEqual([])
  })
})

describe('disconnect', () => {
  it('clears the account, network and connection state, the pairing link and the stored ids; resets the send form', async () => {
    const { p, w } = await connected()
    p.$send.set({ status: 'idle', sendTokenAmount: '1' })
    setPairingUri(p, 'wc:pairing@2')
    p.platform.store.set(key('social_provider'), '"google"')
    const events: ConnectionEvent[] = []
    watchConnectionEvents(p, { onEvent: (e) => events.push(e) })
    w.changeChain(999) // on an unsupported network: disconnecting returns to the app's own

    await disconnect(p)

    const account = p.$account.get()
    expect([account.status, account.address, account.caipAddress]).toEqual(['disconnected', undefined, undefined])
    expect(p.$connection.get().status.eip155).toBe('disconnected')
    expect(p.$connection.get().pairing).toEqual({ status: 'disconnected' })
    expect(p.$network.get().caipNetwork?.caipNetworkId).toBe('eip155:31337')
    expect(p.$chains.get().eip155?.networkClient).toBeUndefined()
    expect(p.platform.store.has(key('eip155:connected_connector_id'))).toBe(false)
    expect(p.platform.store.has(key('social_provider'))).toBe(false)
    expect(p.platform.store.get(key('connection_status'))).toBe('"disconnected"')
    expect(p.$send.get()).toEqual({ status: 'idle' })
    expect(p.$connectors.get().disconnectStatus).toBe('success')
    expect(events).toEqual([{ type: 'disconnect_success', namespaces: ['eip155'] }])
    expect(w.listenerCount('accountsChanged')).toBe(0)
    expect(w.listenerCount('chainChanged')).toBe(0)
  })
})
