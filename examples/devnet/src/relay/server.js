// @ts-check
// The relay's sockets: accepts WalletConnect clients on a `ws` server, reads their client id, passes
// each JSON-RPC frame to the methods, pings every socket, and closes everything on stop.
import { WebSocketServer } from 'ws'
import { CLOSE_CODE_GOING_AWAY, CLOSE_CODE_UNAUTHORIZED, JSON_RPC_INTERNAL_ERROR } from './constants.js'
import { createHub } from './hub.js'
import { errorFrame, parseFrame, resultFrame, RpcError } from './jsonrpc.js'
import { clientIdFromRequestUrl, RelayAuthError } from './jwt.js'
import { createMailbox } from './mailbox.js'
import { runMethod } from './methods.js'

/**
 * @typedef {object} RelayLogger
 * @property {(message: string) => void} info
 * @property {(message: string) => void} warn
 * @property {(message: string) => void} error
 */

/**
 * @typedef {object} ListenOptions
 * @property {string} host
 * @property {number} port 0 picks a free port
 * @property {number} pingIntervalMs
 * @property {RelayLogger} logger
 * @property {() => number} now clock for message timestamps and ttl
 */

/**
 * Starts the relay's WebSocket server.
 * @param {ListenOptions} options
 * @returns {Promise<{ port: number, stop: () => Promise<void>, stats: () => Record<string, number> }>}
 */
export async function listenRelay({ host, port, pingIntervalMs, logger, now }) {
  const hub = createHub({ mailbox: createMailbox({ now }) })
  /** @type {Map<string, number>} */
  const counts = new Map()
  const count = (/** @type {string} */ name) => counts.set(name, (counts.get(name) ?? 0) + 1)

  const server = new WebSocketServer({ host, port })
  await new Promise((resolve, reject) => {
    const fail = (/** @type {Error} */ error) => reject(error)
    server.once('error', fail)
    server.once('listening', () => {
      server.off('error', fail)
      resolve(undefined)
    })
  })
  server.on('error', (error) => logger.error(`relay: server error: ${error.message}`))

  /** @type {WeakSet<import('ws').WebSocket>} sockets that answered the last ping */
  const alive = new WeakSet()

  server.on('connection', (socket, request) => {
    /** @type {string} */
    let clientId
    try {
      clientId = clientIdFromRequestUrl(request.url)
    } catch (error) {
      const reason = error instanceof RelayAuthError ? error.message : 'unreadable auth'
      logger.warn(`relay: refused a connection: ${reason}`)
      socket.close(CLOSE_CODE_UNAUTHORIZED, reason)
      return
    }
    count('connections')
    alive.add(socket)
    socket.on('pong', () => alive.add(socket))
    socket.on('error', (error) => logger.warn(`relay: socket error for ${clientId}: ${error.message}`))

    // Pushes caused by a request are held until its reply is sent, so the client hears the reply first.
    /** @type {object[] | null} */
    let held = null
    const write = (/** @type {object} */ frame) => socket.send(JSON.stringify(frame))
    const link = hub.attach(clientId, (push) => {
      count(push.method)
      if (held) held.push(push)
      else write(push)
    })
    socket.on('close', () => hub.detach(link))

    socket.on('message', (data) => {
      const frame = parseFrame(data.toString())
      if (frame.kind === 'invalid') return write(errorFrame(frame.id, frame.code, frame.message))
      if (frame.kind === 'response') {
        if (frame.ok) hub.acknowledge(link, frame.id)
        return
      }
      count(frame.method)
      held = []
      try {
        write(resultFrame(frame.id, runMethod(frame.method, frame.params, { hub, link })))
      } catch (error) {
        if (error instanceof RpcError) write(errorFrame(frame.id, error.code, error.message))
        else {
          logger.error(`relay: ${frame.method} failed: ${error instanceof Error ? error.stack : String(error)}`)
          write(errorFrame(frame.id, JSON_RPC_INTERNAL_ERROR, 'Internal error'))
        }
      } finally {
        const pushes = held
        held = null
        pushes.forEach(write)
      }
    })
  })

  const pinger = setInterval(() => {
    for (const socket of server.clients) {
      if (!alive.has(socket)) {
        socket.terminate()
        continue
      }
      alive.delete(socket)
      socket.ping()
    }
  }, pingIntervalMs)

  const address = server.address()
  if (typeof address !== 'object' || !address) throw new Error('relay: server has no TCP address')

  return {
    port: address.port,
    stats: () => Object.fromEntries(counts),
    stop: async () => {
      clearInterval(pinger)
      // Each socket closes once its client answers the close frame, or after ws's own close timeout.
      const closed = [...server.clients].map((socket) => new Promise((resolve) => {
        socket.once('close', resolve)
        socket.close(CLOSE_CODE_GOING_AWAY, 'relay stopping')
      }))
      await Promise.all(closed)
      await new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve(undefined))))
    },
  }
}
