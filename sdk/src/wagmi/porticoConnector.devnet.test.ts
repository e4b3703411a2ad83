// wagmi (2.x and 3.x, each as an app installs it) on Portico's connection, against the devnet: two real anvil chains
// with the devnet's USDC, a real Portico instance, and a private-key wallet announced through EIP-6963. The user's
// click on a wallet in Portico's modal is Portico's own `connect` action, what the modal's row calls.
import { useDevnet } from '@portico-examples/test-support/devnet/useDevnet'
import { embeddedPortico } from '@portico-examples/test-support/portico/embeddedPortico'
import { waitForStore } from '@portico-examples/test-support/portico/waitForStore'
import { startTestWallet } from '@portico-examples/test-support/wallets/walletConnectWallet'
import { reloaded, testPortico, type TestPortico } from '@portico-examples/test-support/portico/testPortico'
import { privateKeyProvider, type TestWallet } from '@portico-examples/test-support/wallets/privateKeyProvider'
import * as wagmi3 from '@wagmi/core'
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  getAddress,
  http as viemHttp,
  parseEther,
  parseUnits,
  UserRejectedRequestError,
  verifyMessage,
  type Address,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import * as wagmi2 from 'wagmi-core-2'
import { switchNetwork } from '../chains/switchNetwork'
import { connect } from '../connect/connect'
import { disconnect } from '../connect/disconnect'
import { reconnect } from '../connect/reconnect'
import { injected } from '../connectors/injected'
import { stopConnectors } from '../connectors/watchConnectors'
import { eip155 } from '../eip155/eip155'
import { connectDevice } from '../embedded/connectDevice'
import { connectEmail } from '../embedded/connectEmail'
import { connectOtp } from '../embedded/connectOtp'
import { toViemChain } from '../eip155/toViemChain'
import { close } from '../modal/close'
import { devnet as devnetOne, devnetTwo } from '../networks/devnet'
import { withRpcUrl } from '../networks/withRpcUrl'
import { memoryPlatform, type MemoryPlatform } from '../platform/memoryPlatform'
import { walletConnect } from '../walletconnect/walletConnect'
import { porticoConnector } from './porticoConnector'

const devnet = useDevnet()
const RDNS = 'org.portico.testwallet'

// Each major's actions, as an app imports them (v3 also names getAccount getConnection).
const majors = [
  ['@wagmi/core 3', wagmi3],
  ['@wagmi/core 2', wagmi2 as unknown as typeof wagmi3],
] as const

function networks() {
  const { rpcUrls } = devnet()
  return [withRpcUrl(devnetOne, rpcUrls[31337]), withRpcUrl(devnetTwo, rpcUrls[31338])]
}

/** A browser wallet holding devnet account `index`, knowing both devnet chains. */
function wallet(index = 0, authorized = false): TestWallet {
  const { accounts, rpcUrls } = devnet()
  return privateKeyProvider({
    privateKey: accounts[index]!.privateKey,
    chains: [
      { chainId: 31337, rpcUrl: rpcUrls[31337] },
      { chainId: 31338, rpcUrl: rpcUrls[31338] },
    ],
    authorized,
  })
}

/** A page: Portico on the devnet chains with the wallet announced, and a wagmi config with Portico's connector. */
function page(
  w: typeof wagmi3,
  browserWallet: TestWallet,
  platform: MemoryPlatform = memoryPlatform(),
  storage = new Map<string, string>(),
) {
  const [one, two] = networks()
  const p: TestPortico = testPortico(
    {
      projectId: devnet().projectId,
      networks: [one!, two!],
      adapters: [eip155()],
      connectors: [injected()],
      customRpcUrls: {
        [one!.caipNetworkId]: [{ url: one!.rpcUrls.default.http[0]! }],
        [two!.caipNetworkId]: [{ url: two!.rpcUrls.default.http[0]! }],
      },
      apiUrls: { catalogue: devnet().apiUrl, blockchain: devnet().apiUrl, analytics: devnet().apiUrl },
      features: { analytics: false },
    },
    platform,
  )
  browserWallet.announce(platform.events)
  const config = w.createConfig({
    chains: [toViemChain(one!), toViemChain(two!)],
    connectors: [porticoConnector(p)],
    transports: { 31337: w.http(devnet().rpcUrls[31337]), 31338: w.http(devnet().rpcUrls[31338]) },
    storage: w.createStorage({
      storage: {
        getItem: (key) => storage.get(key) ?? null,
        setItem: (key, value) => void storage.set(key, value),
        removeItem: (key) => void storage.delete(key),
      },
    }),
  })
  return { p, config, connector: config.connectors[0]!, platform, storage }
}

/** wagmi's connect, with the user picking the wallet in the modal it opens. */
async function connectThroughModal(w: typeof wagmi3, setup: ReturnType<typeof page>) {
  const pending = w.connect(setup.config, { connector: setup.connector })
  await waitForStore(setup.p.$modal, (modal) => modal.open)
  await connect(setup.p, { connector: RDNS })
  return pending
}

const chain = () => createPublicClient({ transport: viemHttp(devnet().rpcUrls[31337]) })

let nextUser = 0
/** Logs in by e-mail as the user would in the modal: the mailed device link, then the mailed code. */
async function logInByEmail(p: TestPortico) {
  nextUser += 1
  const email = `wagmi${nextUser}-${Date.now()}@example.com`
  const mails = async () => {
    const response = await fetch(`${devnet().mailboxUrl}?email=${encodeURIComponent(email)}`)
    return (await response.json()) as { link?: string; code?: string }[]
  }
  await connectEmail(p, { email })
  const device = connectDevice(p)
  await fetch((await mails())[0]!.link!)
  await device
  await connectOtp(p, { otp: (await mails())[0]!.code! })
}

describe.each(majors)('%s with porticoConnector', (_, w) => {
  it('connects through Portico’s modal: wagmi gets the account and the chain the user connected', async () => {
    const browserWallet = wallet()
    const setup = page(w, browserWallet)
    const result = await connectThroughModal(w, setup)
    const address = browserWallet.account.address
    expect(result).toMatchObject({ accounts: [address], chainId: 31337 })
    expect(w.getAccount(setup.config)).toMatchObject({
      address,
      chainId: 31337,
      status: 'connected',
      connector: { id: 'portico' },
    })
    expect(setup.p.$account.get()).toMatchObject({ address, status: 'connected' })
    expect(setup.p.$modal.get().open).toBe(false)
  })

  it('rejects with UserRejectedRequestError when the user closes the modal without connecting', async () => {
    const setup = page(w, wallet())
    const pending = w.connect(setup.config, { connector: setup.connector })
    await waitForStore(setup.p.$modal, (modal) => modal.open)
    close(setup.p)
    await expect(pending).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(w.getAccount(setup.config).status).toBe('disconnected')
  })

  it('reads the balance, sends a transaction that is mined, writes the devnet token and signs a message', async () => {
    const browserWallet = wallet(1)
    const setup = page(w, browserWallet)
    await connectThroughModal(w, setup)
    const from = browserWallet.account.address
    const to = privateKeyToAccount(devnet().accounts[2]!.privateKey).address as Address

    const balance = await w.getBalance(setup.config, { address: from })
    expect(balance.value).toBe(await chain().getBalance({ address: from }))

    const before = await chain().getBalance({ address: to })
    const hash = await w.sendTransaction(setup.config, { to, value: parseEther('0.01') })
    expect((await w.waitForTransactionReceipt(setup.config, { hash })).status).toBe('success')
    expect(await chain().getBalance({ address: to })).toBe(before + parseEther('0.01'))

    const usdc = devnet().contracts[31337].usdc
    const held = () => chain().readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [to] })
    const tokensBefore = await held()
    const write = await w.writeContract(setup.config, {
      address: usdc,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to, parseUnits('2', 6)],
    })
    expect((await w.waitForTransactionReceipt(setup.config, { hash: write })).status).toBe('success')
    expect(await held()).toBe(tokensBefore + parseUnits('2', 6))

    const signature = await w.signMessage(setup.config, { message: 'Hello from wagmi on Portico' })
    expect(await verifyMessage({ address: from, message: 'Hello from wagmi on Portico', signature })).toBe(true)
  })

  it('switches chain through Portico, and follows a switch made in Portico', async () => {
    const browserWallet = wallet()
    const setup = page(w, browserWallet)
    await connectThroughModal(w, setup)

    await w.switchChain(setup.config, { chainId: 31338 })
    expect(w.getAccount(setup.config).chainId).toBe(31338)
    expect(setup.p.$network.get().caipNetwork?.caipNetworkId).toBe('eip155:31338')
    expect(browserWallet.chainId).toBe(31338)

    await switchNetwork(setup.p, { network: networks()[0]! })
    await expect.poll(() => w.getAccount(setup.config).chainId).toBe(31337)
  })

  it('disconnects from either side', async () => {
    const fromWagmi = page(w, wallet())
    await connectThroughModal(w, fromWagmi)
    await w.disconnect(fromWagmi.config)
    expect(fromWagmi.p.$account.get().status).toBe('disconnected')

    const fromPortico = page(w, wallet())
    await connectThroughModal(w, fromPortico)
    await disconnect(fromPortico.p)
    await expect.poll(() => w.getAccount(fromPortico.config).status).toBe('disconnected')
  })

  it('a wallet connected with Portico’s own button reaches wagmi, with no wagmi connect call', async () => {
    const browserWallet = wallet()
    const setup = page(w, browserWallet)
    await w.reconnect(setup.config) // what WagmiProvider does on mount: nothing to restore yet
    await connect(setup.p, { connector: RDNS })
    await expect.poll(() => w.getAccount(setup.config).status).toBe('connected')
    expect(w.getAccount(setup.config).address).toBe(browserWallet.account.address)
  })

  it('sends from the embedded wallet (an e-mail login in the modal) through the same connector', async () => {
    const { p } = embeddedPortico({
      frameUrl: devnet().frameUrl!,
      rpcUrl: devnet().rpcUrls[31337],
      apiUrl: devnet().apiUrl,
    })
    const config = w.createConfig({
      chains: [toViemChain(networks()[0]!)],
      connectors: [porticoConnector(p)],
      transports: { 31337: w.http(devnet().rpcUrls[31337]) },
    })
    const pending = w.connect(config, { connector: config.connectors[0]! })
    await waitForStore(p.$modal, (modal) => modal.open)
    await logInByEmail(p)
    const { accounts } = await pending
    expect(accounts[0]).toBe(getAddress(p.$account.get().address!))

    // A new embedded account holds nothing: a devnet account funds it first, as a user's deposit would.
    const funder = createWalletClient({
      account: privateKeyToAccount(devnet().accounts[4]!.privateKey),
      transport: viemHttp(devnet().rpcUrls[31337]),
    })
    const deposit = await funder.sendTransaction({ chain: null, to: accounts[0], value: parseEther('0.1') })
    await chain().waitForTransactionReceipt({ hash: deposit })

    const to = privateKeyToAccount(devnet().accounts[3]!.privateKey).address
    const before = await chain().getBalance({ address: to })
    const hash = await w.sendTransaction(config, { to, value: 1000n })
    expect((await w.waitForTransactionReceipt(config, { hash })).status).toBe('success')
    expect(await chain().getBalance({ address: to })).toBe(before + 1000n)
  }, 30_000)

  it('sends from a WalletConnect wallet (the devnet relay, a WalletKit wallet) through the same connector', async () => {
    vi.stubEnv('DISABLE_GLOBAL_CORE', 'true') // one WalletConnect core per client, as separate apps have
    const key = privateKeyToAccount(devnet().accounts[5]!.privateKey)
    const phone = await startTestWallet({ relayUrl: devnet().relayUrl!, rpcUrl: devnet().rpcUrls[31337], account: key })
    const p = testPortico({
      projectId: devnet().projectId,
      networks: [networks()[0]!],
      adapters: [eip155()],
      connectors: [
        walletConnect({ customStoragePrefix: `wagmi-dapp-${++nextUser}`, storageOptions: { database: ':memory:' } }),
      ],
      apiUrls: { relay: devnet().relayUrl },
      metadata: { name: 'wagmi app', description: 'wagmi on Portico', url: 'http://127.0.0.1', icons: [] },
    })
    try {
      const config = w.createConfig({
        chains: [toViemChain(networks()[0]!)],
        connectors: [porticoConnector(p)],
        transports: { 31337: w.http(devnet().rpcUrls[31337]) },
      })
      const pending = w.connect(config, { connector: config.connectors[0]! })
      await waitForStore(p.$modal, (modal) => modal.open)
      // The user picks WalletConnect in the modal and scans its QR code with the phone wallet.
      const connecting = connect(p, { connector: 'walletConnect', namespace: 'eip155' })
      await phone.pair((await waitForStore(p.$connection, (c) => Boolean(c.pairing.uri))).pairing.uri!)
      await connecting
      expect((await pending).accounts).toEqual([key.address])

      const to = privateKeyToAccount(devnet().accounts[6]!.privateKey).address
      const before = await chain().getBalance({ address: to })
      const hash = await w.sendTransaction(config, { to, value: 2000n })
      expect((await w.waitForTransactionReceipt(config, { hash })).status).toBe('success')
      expect(await chain().getBalance({ address: to })).toBe(before + 2000n)
    } finally {
      stopConnectors(p)
      await phone.close()
      vi.unstubAllEnvs()
    }
  }, 30_000)

  it('reconnects after a new page load through wagmi’s reconnect and Portico’s, with no second prompt', async () => {
    const browserWallet = wallet()
    const first = page(w, browserWallet)
    await connectThroughModal(w, first)
    const prompts = browserWallet.requests.filter((method) => method === 'eth_requestAccounts').length

    // A new page in the same browser: Portico's and wagmi's storage kept, the same wallet extension.
    const platform = memoryPlatform()
    for (const [key, value] of first.platform.store) platform.store.set(key, value)
    const second = page(w, browserWallet, platform, first.storage)
    await w.reconnect(second.config)
    expect(w.getAccount(second.config)).toMatchObject({ address: browserWallet.account.address, status: 'connected' })
    expect(second.p.$account.get().status).toBe('connected')
    expect(browserWallet.requests.filter((method) => method === 'eth_requestAccounts').length).toBe(prompts)

    // And when Portico's own start (the kit's provider) has begun reconnecting before wagmi's reconnect runs.
    const third = page(w, browserWallet, reloaded(platform), first.storage)
    const portico = reconnect(third.p)
    await w.reconnect(third.config)
    await portico
    expect(w.getAccount(third.config)).toMatchObject({ address: browserWallet.account.address, status: 'connected' })
    expect(browserWallet.requests.filter((method) => method === 'eth_requestAccounts').length).toBe(prompts)
  })
})
