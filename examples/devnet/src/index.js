// @ts-check
import { fileURLToPath } from 'node:url'
import { analyticsRoutes } from './analytics/routes.js'
import { createBitcoinLedger } from './bitcoin/ledger.js'
import { bitcoinRoutes } from './bitcoin/routes.js'
import { balanceRoutes } from './blockchain/balance.js'
import { supportedChainRoutes } from './blockchain/chains.js'
import { priceRoutes } from './blockchain/price.js'
import { rpcProxyRoutes } from './blockchain/rpc-proxy.js'
import { catalogueRoutes } from './catalogue/routes.js'
import { generateCatalogue } from './catalogue/wallets.js'
import { devnetAccounts } from './chain/accounts.js'
import { startAnvil } from './chain/anvil.js'
import { chainClients } from './chain/clients.js'
import { contractsPresent, deployContracts } from './chain/deploy.js'
import { CHAIN_IDS, DEFAULT_API_PORT, DEFAULT_CHAIN_PORTS, PROJECT_ID } from './config.js'
import { convertRoutes } from './convert/routes.js'
import { devRoutes } from './dev/routes.js'
import { verifyRoutes } from './verify/routes.js'
import { SavedIndex, createIndexer, emptyIndex } from './history/indexer.js'
import { historyRoutes } from './history/routes.js'
import { createFaults } from './http/faults.js'
import { createOriginCheck } from './http/origins.js'
import { createApiServer } from './http/server.js'
import { imageRoutes } from './images/routes.js'
import { nameRoutes } from './names/routes.js'
import { checkoutRoutes } from './onramp/checkout.js'
import { onrampRoutes } from './onramp/routes.js'
import { newSession, sessionRoutes } from './sessions/routes.js'
import { clearDataDir, dataDir } from './store/data-dir.js'
import { startFrameServer } from './frame/index.js'
import { startRelay } from './relay/index.js'
import { DevnetState, emptyState } from './store/devnet-state.js'

export { PROJECT_ID } from './config.js'

/** The default data folder: examples/devnet/.devnet-data (git-ignored). */
const DEFAULT_DATA_DIR = fileURLToPath(new URL('../.devnet-data/', import.meta.url))

/**
 * @typedef {object} DevnetOptions
 * @property {number} [port]  API server port; 0 = any free port. Default 8787 (env DEVNET_PORT)
 * @property {[number, number]} [chainPorts]  anvil ports of 31337 and 31338; 0 = any free port. Default 8545, 8546 (env DEVNET_CHAIN_PORT, DEVNET_CHAIN2_PORT)
 * @property {string} [dataDir]  where names, sessions, chain state and the history index persist. Default env DEVNET_DATA_DIR, else examples/devnet/.devnet-data
 * @property {boolean} [reset]  start clean (removes the data folder first)
 * @property {string[]} [allowedOrigins]  origin allowlist (exact origins or `*` patterns such as `http://localhost:*`); default any loopback origin
 * @property {boolean} [quiet]  no console output (tests)
 * @property {number} [relayPort]  WalletConnect relay; 0 = any free port. Default env DEVNET_RELAY_PORT, else 8789
 * @property {number} [framePort]  embedded-wallet frame; 0 = any free port. Default env DEVNET_FRAME_PORT, else 8788
 * @property {boolean} [relay]  start the WalletConnect relay (default true)
 * @property {boolean} [frame]  start the embedded-wallet frame server (default true)
 * @property {(Partial<import('./catalogue/wallets.js').WcWallet> & { id: string, name: string })[]} [extraWallets]  catalogue entries served first, as given (tests: hostile links and names)
 */

/** @typedef {31337 | 31338} DevnetChainId */
/** @typedef {`0x${string}`} Hex */
/** @typedef {{ address: Hex, privateKey: Hex }} DevnetAccount */
/** @typedef {import('./chain/deploy.js').DevnetContracts} DevnetContracts */

/**
 * What `GET /dev/info` answers and `npm run devnet` prints as one JSON line.
 * @typedef {object} DevnetInfo
 * @property {string} apiUrl
 * @property {string} catalogueUrl
 * @property {string} blockchainUrl
 * @property {string} analyticsUrl
 * @property {Record<DevnetChainId, string>} rpcUrls
 * @property {Record<DevnetChainId, string>} rpcProxyUrls
 * @property {'portico-devnet'} projectId
 * @property {DevnetAccount[]} accounts
 * @property {Record<DevnetChainId, DevnetContracts>} contracts
 * @property {string} [relayUrl]  `ws://127.0.0.1:PORT`, the WalletConnect relay (absent when not started)
 * @property {string} verifyUrl  `{apiUrl}/verify`, the stand-in for WalletConnect Verify (an instance's `apiUrls.verify`)
 * @property {Record<'mainnet' | 'testnet' | 'signet', string>} bitcoinApiUrls  Esplora REST APIs over the devnet's
 *   Bitcoin ledger (a bip122 network's RPC URL); `POST {apiUrl}/dev/bitcoin/:network/fund` hands an address a coin
 * @property {string} [frameUrl]  `http://localhost:PORT`, the embedded-wallet frame's origin (absent when not started)
 * @property {string} [mailboxUrl]  `GET {mailboxUrl}?email=…`: the one-time codes and device links mailed there
 * @property {string} dataDir
 * @property {number[]} anvilPids  process ids of the two anvil processes
 */

/**
 * A running devnet.
 * @typedef {object} Devnet
 * @property {string} apiUrl  one HTTP server for catalogue, blockchain API, analytics, dev endpoints and checkout
 * @property {Record<DevnetChainId, string>} rpcUrls
 * @property {'portico-devnet'} projectId
 * @property {DevnetAccount[]} accounts  deterministic funded accounts (anvil's test mnemonic)
 * @property {Record<DevnetChainId, DevnetContracts>} contracts
 * @property {string} [relayUrl]
 * @property {string} [frameUrl]
 * @property {string} [mailboxUrl]
 * @property {number[]} anvilPids  process ids of the two anvil processes (for checks that none is left behind)
 * @property {() => DevnetInfo} info
 * @property {() => Promise<void>} stop  closes the server, flushes state and kills anvil (no orphan)
 */

/**
 * Starts the devnet: two anvil chains (31337, 31338) with the devnet contracts, one HTTP server for the
 * catalogue, the blockchain API, analytics, the dev endpoints and the checkout page, the embedded-wallet frame
 * (on `localhost`, another origin than the app's 127.0.0.1) and the WalletConnect relay.
 * @param {DevnetOptions} [options]
 * @returns {Promise<Devnet>}
 */
export async function startDevnet(options = {}) {
  const port = options.port ?? envPort('DEVNET_PORT') ?? DEFAULT_API_PORT
  const chainPorts = options.chainPorts ?? [
    envPort('DEVNET_CHAIN_PORT') ?? DEFAULT_CHAIN_PORTS[0],
    envPort('DEVNET_CHAIN2_PORT') ?? DEFAULT_CHAIN_PORTS[1],
  ]
  const dir = options.dataDir ?? (process.env.DEVNET_DATA_DIR || DEFAULT_DATA_DIR)
  const log = options.quiet ? () => {} : (/** @type {string} */ line) => process.stderr.write(`[devnet] ${line}\n`)
  if (options.reset) clearDataDir(dir)
  const files = dataDir(dir)
  const state = files.readJson('state.json', DevnetState) ?? emptyState()
  const saveState = () => files.writeJson('state.json', state)
  const accounts = devnetAccounts()

  const anvils = await Promise.all(CHAIN_IDS.map((chainId, i) => startAnvil({ chainId, port: chainPorts[i] ?? 0 })))
  try {
    const prepared = await Promise.all(
      anvils.map(async (anvil) => {
        const clients = chainClients(anvil.chainId, anvil.rpcUrl)
        const savedChain = files.readText(`chain-${anvil.chainId}.state`)
        if (savedChain) {
          await clients.publicClient
            .request(/** @type {any} */ ({ method: 'anvil_loadState', params: [savedChain.trim()] }))
            .catch((/** @type {unknown} */ error) => {
              throw new Error(`Cannot load the saved state of chain ${anvil.chainId} from ${dir}; start with --reset (reset: true)`, { cause: error })
            })
        }
        const saved = state.contracts[String(anvil.chainId)]
        const restored = await contractsPresent(clients, saved)
        const contracts = restored && saved ? saved : await deployContracts(clients, accounts)
        state.contracts[String(anvil.chainId)] = contracts
        const savedIndex = restored ? files.readJson(`index-${anvil.chainId}.json`, SavedIndex) : undefined
        const indexer = createIndexer({ chainId: anvil.chainId, publicClient: /** @type {any} */ (clients.publicClient), saved: savedIndex ?? emptyIndex() })
        await indexer.verify()
        if (!restored) log(`chain ${anvil.chainId}: contracts deployed and seeded`)
        /** @type {import('./services.js').DevnetChain} */
        const chain = { chainId: anvil.chainId, caip: `eip155:${anvil.chainId}`, rpcUrl: anvil.rpcUrl, clients, contracts, indexer }
        return chain
      }),
    )
    /** The chains in CHAIN_IDS order. @type {Map<number, import('./services.js').DevnetChain>} */
    const chains = new Map(prepared.map((chain) => [chain.chainId, chain]))
    if (state.sessions.length === 0) {
      for (const [serial, account] of accounts.slice(0, 2).entries()) {
        state.sessions.push(newSession({ owner: account.address, chainId: CHAIN_IDS[0], projectName: 'Portico demo', nowMs: Date.now(), serial }))
      }
    }
    saveState()

    const catalogue = generateCatalogue(options.extraWallets)
    const walletNames = new Map(catalogue.map((w) => [w.image_id, w.name]))
    let apiUrl = ''
    /** @type {import('./services.js').Services} */
    const services = {
      apiUrl: () => apiUrl,
      chains,
      accounts,
      state,
      saveState,
      events: [],
      faults: createFaults(),
      allowedOrigins: options.allowedOrigins,
      info: () => info(),
      now: () => Date.now(),
    }
    const routes = [
      ...catalogueRoutes(services, catalogue),
      ...imageRoutes({ walletName: (id) => walletNames.get(id) }),
      ...supportedChainRoutes(services),
      ...balanceRoutes(services),
      ...historyRoutes(services),
      ...priceRoutes(services),
      ...rpcProxyRoutes(services),
      ...nameRoutes(services),
      ...convertRoutes(services),
      ...onrampRoutes(services),
      ...checkoutRoutes(services),
      ...sessionRoutes(services),
      ...analyticsRoutes(services),
      ...devRoutes(services),
      ...bitcoinRoutes(createBitcoinLedger()),
      ...verifyRoutes(),
    ]
    const server = createApiServer({
      routes,
      faults: services.faults,
      isOriginAllowed: createOriginCheck(options.allowedOrigins),
      onError: (error) => log(`request failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`),
    })
    await new Promise((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolve(undefined))
    })
    const address = server.address()
    apiUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`

    const rpcUrls = /** @type {Record<31337 | 31338, string>} */ (Object.fromEntries([...chains.values()].map((c) => [c.chainId, c.rpcUrl])))
    // Log lines go to stderr like the devnet's own: stdout carries only the one JSON line of `npm run devnet`.
    const relayLogger = { info: (/** @type {string} */ m) => log(m), warn: (/** @type {string} */ m) => log(m), error: (/** @type {string} */ m) => log(m) }
    // A devnet on any free API port (tests) puts its relay and frame on free ports too, so devnets never collide.
    const anyPort = options.port === 0 ? 0 : undefined
    const relay =
      options.relay === false
        ? undefined
        : await startRelay({ port: options.relayPort ?? anyPort, logger: relayLogger })
    const frame =
      options.frame === false
        ? undefined
        : await startFrameServer({ port: options.framePort ?? anyPort, rpcUrls, dataDir: dir, quiet: options.quiet })
    const contracts = /** @type {Record<31337 | 31338, import('./chain/deploy.js').DevnetContracts>} */ (
      Object.fromEntries([...chains.values()].map((c) => [c.chainId, c.contracts]))
    )
    const info = () => ({
      apiUrl,
      catalogueUrl: apiUrl,
      blockchainUrl: apiUrl,
      analyticsUrl: apiUrl,
      rpcUrls,
      rpcProxyUrls: /** @type {Record<DevnetChainId, string>} */ (
        Object.fromEntries([...chains.values()].map((c) => [c.chainId, `${apiUrl}/v1?chainId=${c.caip}&projectId=${PROJECT_ID}`]))
      ),
      projectId: PROJECT_ID,
      accounts,
      contracts,
      relayUrl: relay?.url,
      verifyUrl: `${apiUrl}/verify`,
      bitcoinApiUrls: {
        mainnet: `${apiUrl}/bitcoin/mainnet/api`,
        testnet: `${apiUrl}/bitcoin/testnet/api`,
        signet: `${apiUrl}/bitcoin/signet/api`,
      },
      frameUrl: frame?.url,
      mailboxUrl: frame?.mailboxUrl,
      dataDir: dir,
      anvilPids: anvils.map((anvil) => anvil.pid),
    })

    let stopping = /** @type {Promise<void> | undefined} */ (undefined)
    const stop = () => {
      stopping ??= (async () => {
        const closed = new Promise((resolve) => server.close(() => resolve(undefined)))
        server.closeAllConnections()
        await Promise.all([closed, relay?.stop(), frame?.stop()])
        try {
          saveState()
          for (const chain of chains.values()) {
            await chain.indexer.catchUp()
            files.writeJson(`index-${chain.chainId}.json`, chain.indexer.snapshot())
            const dump = await chain.clients.publicClient.request(/** @type {any} */ ({ method: 'anvil_dumpState', params: [] }))
            files.writeText(`chain-${chain.chainId}.state`, String(dump))
          }
        } finally {
          await Promise.all(anvils.map((anvil) => anvil.stop())) // even when flushing failed: no orphan anvil
        }
      })()
      return stopping
    }

    log(`ready: ${apiUrl}`)
    return {
      apiUrl,
      rpcUrls,
      projectId: PROJECT_ID,
      accounts,
      contracts,
      relayUrl: relay?.url,
      frameUrl: frame?.url,
      mailboxUrl: frame?.mailboxUrl,
      anvilPids: anvils.map((anvil) => anvil.pid),
      info,
      stop,
    }
  } catch (error) {
    await Promise.all(anvils.map((anvil) => anvil.stop()))
    throw error
  }
}

/**
 * A port from an environment variable, read when the devnet starts.
 * @param {string} name
 */
function envPort(name) {
  const value = process.env[name]
  if (value === undefined || value === '') return undefined
  const port = Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} must be a port number, got ${value}`)
  return port
}
export { attestationPage } from './verify/routes.js'
