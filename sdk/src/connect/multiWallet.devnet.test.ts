// Several wallets at once, with real parts: two EIP-1193 private-key wallets announced through EIP-6963 and
// holding devnet accounts on the devnet's anvil chain (the first grants two accounts), and a Wallet Standard Solana
// wallet backed by a @solana/kit key pair. Transfers are mined by anvil and read back from the chain.
import { generateKeyPairSigner } from '@solana/kit'
import { parseEther, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { useDevnet } from '@portico-examples/test-support/devnet/useDevnet'
import { reloaded, testPortico, type TestPortico } from '@portico-examples/test-support/portico/testPortico'
import { chainReader } from '@portico-examples/test-support/wallets/devnetWallet'
import { privateKeyProvider, type TestWallet } from '@portico-examples/test-support/wallets/privateKeyProvider'
import { kitWallet, type KitWallet } from '@portico-examples/test-support/wallets/solanaWallet'
import { fetchBalances } from '../account/fetchBalances'
import { injected } from '../connectors/injected'
import { stopConnectors } from '../connectors/watchConnectors'
import { eip155 } from '../eip155/eip155'
import { getEip155Provider } from '../eip155/getEip155Provider'
import type { PorticoOptions } from '../instance/options'
import { devnet as devnetNetwork } from '../networks/devnet'
import { solanaMainnet } from '../networks/solana'
import { withRpcUrl } from '../networks/withRpcUrl'
import { memoryPlatform, type MemoryPlatform } from '../platform/memoryPlatform'
import { sendTokens } from '../send/sendTokens'
import { setReceiver } from '../send/setReceiver'
import { setSendAmount } from '../send/setSendAmount'
import { setSendToken } from '../send/setSendToken'
import { solana } from '../solana/solana'
import { walletStandard } from '../solana/walletStandard/walletStandard'
import { connect } from './connect'
import { disconnect } from './disconnect'
import { disconnectChoices } from './disconnectChoices'
import { reconnect } from './reconnect'
import { switchAccount } from './switchAccount'
import { switchConnection } from './switchConnection'

const devnet = useDevnet()
const CHAIN_ID = 31337
const stranger = () => privateKeyToAccount(generatePrivateKey()).address
const addressOf = (i: number): Hex => devnet().accounts[i]!.address

interface Setup {
  p: TestPortico
  platform: MemoryPlatform
  options: Partial<PorticoOptions>
  first: TestWallet
  second: TestWallet
  kit: KitWallet
  /** Stops the second wallet answering EIP-6963 requests (as if uninstalled). */
  unannounceSecond: () => void
}

/** Two EVM wallets (the first granting devnet accounts 4 and 5, the second account 6) and a Solana wallet. */
async function setup(features: Partial<PorticoOptions['features']> = {}): Promise<Setup> {
  const d = devnet()
  const rpcUrl = d.rpcUrls[CHAIN_ID]!
  const network = withRpcUrl(devnetNetwork, rpcUrl)
  const platform = memoryPlatform()
  const options: Partial<PorticoOptions> = {
    projectId: d.projectId,
    networks: [network, solanaMainnet],
    adapters: [eip155(), solana()],
    connectors: [injected(), walletStandard()],
    apiUrls: { catalogue: d.apiUrl, blockchain: d.apiUrl, analytics: d.apiUrl },
    customRpcUrls: { [network.caipNetworkId]: [{ url: rpcUrl }] },
    features: { analytics: false, ...features },
  }
  const key = (i: number) => d.accounts[i]!.privateKey
  const chains = [{ chainId: CHAIN_ID, rpcUrl }]
  const first = privateKeyProvider({ privateKey: key(4), morePrivateKeys: [key(5)], chains })
  const second = privateKeyProvider({ privateKey: key(6), chains })
  first.announce(platform.events, { name: 'First Wallet', rdns: 'org.portico.first' })
  const unannounceSecond = second.announce(platform.events, { name: 'Second Wallet', rdns: 'org.portico.second' })
  const kit = kitWallet({ signer: await generateKeyPairSigner(), name: 'Kit Wallet' })
  kit.register(platform.events)
  return { p: testPortico(options, platform), platform, options, first, second, kit, unannounceSecond }
}

async function connectAll({ p }: Setup) {
  await connect(p, { connector: 'org.portico.first' })
  await connect(p, { connector: 'org.portico.second' })
  await connect(p, { connector: 'Kit Wallet', namespace: 'solana' })
}

/** Sends 0.1 ETH through the send form from the active account; returns the receiver. */
async function sendEth(p: TestPortico) {
  const token = (await fetchBalances(p)).find((b) => b.symbol === 'ETH')
  if (!token) throw new Error('no ETH balance')
  setSendToken(p, { token })
  setSendAmount(p, { amount: '0.1' })
  const to = stranger()
  await setReceiver(p, { input: to })
  await sendTokens(p)
  return to
}

const summary = (p: TestPortico) =>
  p.$connections.get().map((c) => ({ id: c.id, name: c.connector.name, address: c.address, active: c.active }))

// Each test connects three wallets and some send and wait for anvil: generous on a busy machine.
describe('several wallets at once', { timeout: 60_000 }, () => {
  it('connects two EVM wallets and a Solana wallet: all held, the last one active, each with its accounts', async () => {
    const s = await setup()
    await connectAll(s)
    const [four, five, six] = [addressOf(4), addressOf(5), addressOf(6)]

    expect(summary(s.p)).toEqual([
      { id: 'eip155:org.portico.first', name: 'First Wallet', address: four, active: false },
      { id: 'eip155:org.portico.second', name: 'Second Wallet', address: six, active: false },
      { id: 'solana:Kit Wallet', name: 'Kit Wallet', address: s.kit.signer.address, active: true },
    ])
    expect(s.p.$connections.get()[0]).toMatchObject({ namespace: 'eip155', accounts: [four, five], chainId: '31337' })
    expect(s.p.$account.get().address).toBe(s.kit.signer.address)
    // The second EVM wallet is eip155's current one: it is the one wagmi and viem would use there.
    expect(s.p.$chains.get().eip155?.accountState.address).toBe(six)
    expect(s.first.authorized && s.second.authorized).toBe(true)
    stopConnectors(s.p)
  })

  it('switches wallet and account: the active account pays, then disconnecting one leaves the others', async () => {
    const s = await setup()
    await connectAll(s)
    const [four, five, six] = [addressOf(4), addressOf(5), addressOf(6)]
    const chain = chainReader(devnet())
    const before = { four: await chain.eth(four), five: await chain.eth(five), six: await chain.eth(six) }

    await switchConnection(s.p, { connectionId: 'eip155:org.portico.first' })
    expect(s.p.$account.get().address).toBe(four)
    expect(await getEip155Provider(s.p).request({ method: 'eth_accounts' })).toEqual([four, five])
    const paidByFour = await sendEth(s.p)
    expect(await chain.eth(paidByFour)).toBe(parseEther('0.1'))
    expect(await chain.eth(four)).toBeLessThan(before.four - parseEther('0.1') + 1n)

    await switchAccount(s.p, { connectionId: 'eip155:org.portico.first', address: five })
    expect(s.p.$account.get()).toMatchObject({ address: five, caipAddress: `eip155:31337:${five}` })
    await sendEth(s.p)
    expect(await chain.eth(five)).toBeLessThan(before.five - parseEther('0.1') + 1n)
    expect(await chain.eth(six)).toBe(before.six)

    await switchConnection(s.p, { connectionId: 'eip155:org.portico.second' })
    await sendEth(s.p)
    expect(await chain.eth(six)).toBeLessThan(before.six - parseEther('0.1') + 1n)

    // The active one leaves: the other EVM wallet takes its place, with the account chosen in it.
    await disconnect(s.p, { connectionId: 'eip155:org.portico.second' })
    expect(summary(s.p).map((c) => [c.id, c.address, c.active])).toEqual([
      ['eip155:org.portico.first', five, true],
      ['solana:Kit Wallet', s.kit.signer.address, false],
    ])
    expect(s.p.$account.get()).toMatchObject({ address: five, status: 'connected' })
    expect(s.second.listenerCount('accountsChanged')).toBe(0)
    stopConnectors(s.p)
  })

  it('comes back after a reload: every connection, the same one active, the account chosen in each', async () => {
    const s = await setup()
    await connectAll(s)
    const five = addressOf(5)
    await switchAccount(s.p, { connectionId: 'eip155:org.portico.first', address: five })
    const before = summary(s.p)
    stopConnectors(s.p)

    const again = testPortico(s.options, reloaded(s.platform))
    await reconnect(again)
    expect(summary(again)).toEqual(expect.arrayContaining(before))
    expect(summary(again)).toHaveLength(3)
    expect(again.$account.get()).toMatchObject({ address: five, status: 'connected' })
    expect(s.second.requests.filter((m) => m === 'eth_requestAccounts')).toHaveLength(1) // silent: no new prompt
    stopConnectors(again)
  })

  it('picking an account of a wallet that is not the active one makes that wallet active, with that account', async () => {
    const s = await setup()
    await connectAll(s)
    const [five, six] = [addressOf(5), addressOf(6)]
    const heard: string[] = []
    const provider = getEip155Provider(s.p)
    provider.on('accountsChanged', (accounts: string[]) => heard.push(accounts[0]!))

    // Solana is active and the second wallet is eip155's current one: the first wallet is neither.
    const picked = await switchAccount(s.p, { connectionId: 'eip155:org.portico.first', address: five })
    expect(picked).toMatchObject({ id: 'eip155:org.portico.first', address: five, active: true })
    expect(summary(s.p).filter((c) => c.active)).toEqual([
      { id: 'eip155:org.portico.first', name: 'First Wallet', address: five, active: true },
    ])
    expect(s.p.$account.get()).toMatchObject({ address: five, caipAddress: `eip155:31337:${five}` })
    expect(heard.at(-1)).toBe(five)
    // The wallet it replaced in eip155 stays connected, with its account.
    expect(summary(s.p)[1]).toEqual({
      id: 'eip155:org.portico.second',
      name: 'Second Wallet',
      address: six,
      active: false,
    })

    // eip155's current wallet while Solana is active: picking its account brings eip155 forward.
    await switchConnection(s.p, { connectionId: 'solana:Kit Wallet' })
    const four = addressOf(4)
    await switchAccount(s.p, { connectionId: 'eip155:org.portico.first', address: four })
    expect(s.p.$account.get()).toMatchObject({ address: four, caipAddress: `eip155:31337:${four}` })
    expect(summary(s.p).find((c) => c.active)?.id).toBe('eip155:org.portico.first')
    stopConnectors(s.p)
  })

  it.each([
    ['is not announced any more', (s: Setup) => s.unannounceSecond()],
    ['fails its silent restore', (s: Setup) => s.second.rejectNext('eth_accounts')],
  ])(
    'after a reload, an active wallet that %s drops alone: the next one of its namespace is active',
    async (_, gone) => {
      const s = await setup()
      await connectAll(s)
      const [four, five] = [addressOf(4), addressOf(5)]
      await switchConnection(s.p, { connectionId: 'eip155:org.portico.second' })
      stopConnectors(s.p)

      gone(s)
      const again = testPortico(s.options, reloaded(s.platform))
      expect((await reconnect(again)).sort()).toEqual(['eip155', 'solana'])
      const byId = (p: TestPortico) => summary(p).sort((a, b) => a.id.localeCompare(b.id))
      expect(byId(again)).toEqual([
        { id: 'eip155:org.portico.first', name: 'First Wallet', address: four, active: true },
        { id: 'solana:Kit Wallet', name: 'Kit Wallet', address: s.kit.signer.address, active: false },
      ])
      expect(again.$account.get()).toMatchObject({ address: four, status: 'connected' })
      expect(await getEip155Provider(again).request({ method: 'eth_accounts' })).toEqual([four, five])
      stopConnectors(again)

      // The namespace's last wallet failing too: the Solana wallet left becomes the active one.
      s.first.rejectNext('eth_accounts')
      const third = testPortico(s.options, reloaded(s.platform))
      expect(await reconnect(third)).toEqual(['solana'])
      expect(summary(third)).toEqual([
        { id: 'solana:Kit Wallet', name: 'Kit Wallet', address: s.kit.signer.address, active: true },
      ])
      stopConnectors(third)
    },
  )

  it('after a reload, an active wallet that announces itself late is restored, not replaced by the next one', async () => {
    const s = await setup()
    await connectAll(s)
    await switchConnection(s.p, { connectionId: 'eip155:org.portico.second' })
    const before = summary(s.p)
    stopConnectors(s.p)

    s.unannounceSecond()
    const again = testPortico(s.options, reloaded(s.platform))
    // The second wallet announces itself once the first pass is over and eip155 shows it is waiting for it.
    const announceSecond = () =>
      s.second.announce(s.platform.events, { name: 'Second Wallet', rdns: 'org.portico.second' })
    let unannounce = () => {}
    const stop = again.$chains.listen((chains) => {
      if (chains.eip155?.accountState.status !== 'reconnecting') return
      stop()
      setTimeout(() => (unannounce = announceSecond()))
    })
    expect((await reconnect(again)).sort()).toEqual(['eip155', 'solana'])
    expect(summary(again)).toEqual(expect.arrayContaining(before))
    expect(summary(again)).toHaveLength(3)
    expect(again.$account.get()).toMatchObject({ address: addressOf(6), status: 'connected' })
    expect(s.second.requests.filter((m) => m === 'eth_requestAccounts')).toHaveLength(1) // silent: no new prompt
    stopConnectors(again)

    // Announced only after the wait: the next one has taken its place, and it comes back beside it.
    unannounce()
    const third = testPortico(s.options, reloaded(s.platform))
    expect((await reconnect(third)).sort()).toEqual(['eip155', 'solana'])
    expect(summary(third).find((c) => c.active)?.id).toBe('eip155:org.portico.first')
    announceSecond()
    await expect
      .poll(() =>
        summary(third)
          .map((c) => c.id)
          .sort(),
      )
      .toEqual(before.map((c) => c.id).sort())
    expect(summary(third).find((c) => c.active)?.id).toBe('eip155:org.portico.first')
    stopConnectors(third)
  })

  it('follows a change made in a wallet that is not the active one; a wallet that locks leaves alone', async () => {
    const s = await setup()
    await connectAll(s)
    const [five, seven] = [5, 7].map((i) => devnet().accounts[i]!)
    s.first.changeAccount(seven!.privateKey)
    expect(s.p.$connections.get()[0]).toMatchObject({
      address: seven!.address,
      accounts: [seven!.address, five!.address],
    })

    await s.first.lock()
    expect(summary(s.p).map((c) => c.id)).toEqual(['eip155:org.portico.second', 'solana:Kit Wallet'])
    // The active namespace's wallet locking: only that connection leaves.
    await switchConnection(s.p, { connectionId: 'eip155:org.portico.second' })
    await s.second.lock()
    await expect.poll(() => summary(s.p).map((c) => c.id)).toEqual(['solana:Kit Wallet'])
    expect(s.p.$connections.get()[0]?.active).toBe(true)
    stopConnectors(s.p)
  })

  it('names an unknown connection in a typed error, and disconnect() with none named ends them all', async () => {
    const s = await setup()
    await connectAll(s)
    await expect(switchConnection(s.p, { connectionId: 'eip155:nope' })).rejects.toMatchObject({
      code: 'INVALID_PARAMETER',
      message: expect.stringContaining('eip155:nope'),
    })
    await expect(
      switchAccount(s.p, { connectionId: 'eip155:org.portico.first', address: stranger() }),
    ).rejects.toMatchObject({ code: 'INVALID_PARAMETER' })
    await expect(disconnect(s.p, { connectionId: 'eip155:nope' })).rejects.toMatchObject({ code: 'INVALID_PARAMETER' })

    await disconnect(s.p)
    expect(s.p.$connections.get()).toEqual([])
    expect(s.first.listenerCount('accountsChanged') + s.second.listenerCount('accountsChanged')).toBe(0)
    const again = testPortico(s.options, reloaded(s.platform))
    expect(await reconnect(again)).toEqual([])
    stopConnectors(s.p)
  })

  it("the account view's Disconnect: the active wallet alone while several are connected, every wallet with one", async () => {
    const s = await setup()
    const choices = disconnectChoices(s.p)
    await connect(s.p, { connector: 'org.portico.first' })
    // One wallet: the spec's disconnect, every namespace.
    expect(choices.get()).toEqual([{ scope: 'all', params: {} }])
    await connect(s.p, { connector: 'org.portico.second' })
    await connect(s.p, { connector: 'Kit Wallet', namespace: 'solana' })
    expect(choices.get().map((c) => [c.scope, c.params, c.connection?.connector.name])).toEqual([
      ['active', { connectionId: 'solana:Kit Wallet' }, 'Kit Wallet'],
      ['all', {}, undefined],
    ])

    // The active wallet leaves alone: EVM, the namespace left, becomes active with its current wallet, and the
    // choices follow.
    await disconnect(s.p, choices.get()[0]!.params)
    expect(summary(s.p).map((c) => [c.id, c.active])).toEqual([
      ['eip155:org.portico.first', false],
      ['eip155:org.portico.second', true],
    ])
    expect(s.p.$account.get()).toMatchObject({ address: addressOf(6), status: 'connected' })
    expect(choices.get()[0]?.params).toEqual({ connectionId: 'eip155:org.portico.second' })
    await disconnect(s.p, choices.get()[0]!.params)
    expect(summary(s.p)).toEqual([
      { id: 'eip155:org.portico.first', name: 'First Wallet', address: addressOf(4), active: true },
    ])
    expect(choices.get()).toEqual([{ scope: 'all', params: {} }])

    // Every wallet: nothing comes back after a reload.
    await connect(s.p, { connector: 'org.portico.second' })
    expect(choices.get()).toHaveLength(2)
    await disconnect(s.p, choices.get()[1]!.params)
    expect(s.p.$connections.get()).toEqual([])
    expect(await reconnect(testPortico(s.options, reloaded(s.platform)))).toEqual([])
    stopConnectors(s.p)
  })

  it('with features.multiWallet off, a second wallet replaces the first, as before', async () => {
    const s = await setup({ multiWallet: false })
    await connectAll(s)
    expect(summary(s.p).map((c) => c.id)).toEqual(['eip155:org.portico.second', 'solana:Kit Wallet'])
    const again = testPortico(s.options, reloaded(s.platform))
    await reconnect(again)
    expect(
      summary(again)
        .map((c) => c.id)
        .sort(),
    ).toEqual(['eip155:org.portico.second', 'solana:Kit Wallet'])
    // Two wallets, but the account view's Disconnect ends both, as before.
    expect(disconnectChoices(again).get()).toEqual([{ scope: 'all', params: {} }])
    stopConnectors(s.p)
  })
})
