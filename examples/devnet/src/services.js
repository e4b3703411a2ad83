// @ts-check

/**
 * @typedef {object} DevnetChain
 * @property {number} chainId
 * @property {`eip155:${number}`} caip
 * @property {string} rpcUrl
 * @property {import('./chain/clients.js').ChainClients} clients
 * @property {import('./chain/deploy.js').DevnetContracts} contracts
 * @property {import('./history/indexer.js').Indexer} indexer
 */

/**
 * What the route handlers share: the chains, accounts, persisted state and dev tools of one running devnet.
 * @typedef {object} Services
 * @property {() => string} apiUrl
 * @property {Map<number, DevnetChain>} chains
 * @property {{ address: `0x${string}`, privateKey: `0x${string}` }[]} accounts
 * @property {import('./store/devnet-state.js').DevnetStateData} state
 * @property {() => void} saveState
 * @property {{ path: string, receivedAt: string, origin: string | null, body: unknown }[]} events
 * @property {import('./http/faults.js').Faults} faults
 * @property {string[] | undefined} allowedOrigins
 * @property {() => Record<string, unknown>} info
 * @property {() => number} now   milliseconds since the epoch (Date.now, read at call time)
 */

export {}
