// @ts-check
// The devnet's WalletConnect relay on loopback: enough of the relay protocol for
// @walletconnect/universal-provider and @reown/walletkit to pair, settle, sign and disconnect offline.
import * as v from 'valibot'
import { DEFAULT_RELAY_HOST, DEFAULT_RELAY_PORT, PING_INTERVAL_MS } from './constants.js'
import { listenRelay } from './server.js'

/** @typedef {import('./server.js').RelayLogger} RelayLogger */

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
 * @param {import('./index.d.ts').StartRelayOptions} [options]
 * @returns {Promise<import('./index.d.ts').Relay>}
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
