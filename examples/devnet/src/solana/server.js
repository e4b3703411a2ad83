// @ts-check
import { createServer } from 'node:http'
import { LiteSVM } from 'litesvm'
import { createSolanaRpcHandler, stringifyRpcJson } from './rpc.js'

/** The port real local Solana validators answer JSON-RPC on. */
export const SOLANA_RPC_PORT = 8899
const MAX_BODY_BYTES = 2_000_000
const PARSE_ERROR = -32700

/**
 * @typedef {object} SolanaDevnet
 * @property {string} url  the JSON-RPC URL, for `createSolanaRpc(url)`
 * @property {number} port
 * @property {LiteSVM} svm  the runtime behind it (airdrop, accounts, clock)
 * @property {() => Promise<void>} stop
 */

/**
 * Serves the litesvm JSON-RPC (see `createSolanaRpcHandler`) over HTTP POST on 127.0.0.1, single requests and
 * batches, so that `createSolanaRpc(url)` works against a local "Solana devnet".
 * @param {{ port?: number, host?: string, svm?: LiteSVM }} [options]
 * @returns {Promise<SolanaDevnet>}
 */
export async function startSolanaDevnet(options = {}) {
  const svm = options.svm ?? new LiteSVM()
  const host = options.host ?? '127.0.0.1'
  const { handle } = createSolanaRpcHandler(svm)

  const server = createServer((request, response) => {
    /** @param {number} status @param {string} body */
    const reply = (status, body) => {
      response.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
      response.end(body)
    }
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'POST',
        'access-control-allow-headers': 'content-type, solana-client',
      })
      response.end()
      return
    }
    if (request.method !== 'POST') return reply(405, stringifyRpcJson({ error: 'POST a JSON-RPC request' }))
    /** @type {Buffer[]} */
    const chunks = []
    let size = 0
    request.on('data', (chunk) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) request.destroy()
      else chunks.push(chunk)
    })
    request.on('end', () => {
      let body
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
      } catch {
        return reply(200, stringifyRpcJson({ jsonrpc: '2.0', id: null, error: { code: PARSE_ERROR, message: 'Parse error' } }))
      }
      try {
        reply(200, stringifyRpcJson(Array.isArray(body) ? body.map(handle) : handle(body)))
      } catch (error) {
        reply(500, stringifyRpcJson({ jsonrpc: '2.0', id: null, error: { code: -32603, message: String(error) } }))
      }
    })
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? SOLANA_RPC_PORT, host, () => resolve(undefined))
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://${host}:${port}`,
    port,
    svm,
    stop: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  }
}
