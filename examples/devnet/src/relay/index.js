// @ts-check
// The devnet's WalletConnect relay on loopback: enough of the relay protocol for
// @walletconnect/universal-provider and @reown/walletkit to pair, settle, sign and disconnect offline.
import * as v from 'valibot'
import { DEFAULT_RELAY_HOST, DEFAULT_RELAY_PORT, PING_INTERVAL_MS } from './constants.js'
import { listenRelay } from './server.js'

/** @typedef {import('./server.js').RelayLogger} RelayLogger */

/**
 * @typedef {object} StartRelayOptions
 * @property {number} [port]  port to listen on; 0 picks a free one. Default: env DEVNET_RELAY_PORT, else 8789
 * @property {string} [host]  interface to bind. Default 127.0.0.1
 * @property {boolean} [quiet]  no log lines (ignored when `logger` is given)
 * @property {RelayLogger} [logger]  where log lines go. Default: the console
 * @property {number} [pingIntervalMs]  how often every socket is pinged, in ms. Default 15 000 (clients drop a socket unpinged for 35 s)
 * @property {() => number} [now]  clock for message timestamps and ttl, ms since epoch. Default Date.now
 */

/**
 * @typedef {object} Relay
 * @property {string} url  `ws://host:port`, the `relayUrl` for WalletConnect clients
 * @property {number} port
 * @property {() => Promise<void>} stop  closes every socket, then the server
 * @property {() => Record<string, number>} stats  counts by JSON-RPC method (requests received, and `irn_subscription` pushes sent) plus `connections`
 */

const Port = v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0), v.maxValue(65_535))

/** @type {RelayLogger} */
const silentLogger = { info: () => {}, warn: () => {}, error: () => {} }

/** @type {RelayLogger} */
const consoleLogger = {
  info: (message) => console.info(message),
  warn: (message) => console.warn(message),
  error: (message) => console.error(message),
}

/**
 * The port from the options, else from DEVNET_RELAY_PORT, else the default.
 * @param {number | undefined} port
 * @returns {number}
 */
function resolvePort(port) {
  if (port !== undefined) return port
  const fromEnv = process.env.DEVNET_RELAY_PORT
  if (fromEnv === undefined || fromEnv === '') return DEFAULT_RELAY_PORT
  const parsed = v.safeParse(Port, fromEnv)
  if (!parsed.success) throw new Error(`DEVNET_RELAY_PORT is not a port number: ${fromEnv}`)
  return parsed.output
}

/**
 * Starts the relay.
 * @param {StartRelayOptions} [options]
 * @returns {Promise<Relay>}
 */
export async function startRelay(options = {}) {
  const host = options.host ?? DEFAULT_RELAY_HOST
  const logger = options.logger ?? (options.quiet ? silentLogger : consoleLogger)
  const { port, stop, stats } = await listenRelay({
    host,
    port: resolvePort(options.port),
    pingIntervalMs: options.pingIntervalMs ?? PING_INTERVAL_MS,
    logger,
    now: options.now ?? Date.now,
  })
  const url = `ws://${host}:${port}`
  logger.info(`relay: listening on ${url}`)
  return { url, port, stop, stats }
}
