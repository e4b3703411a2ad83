// @ts-check
// JSON-RPC 2.0 frames: reading what a client sends, and building replies.
import * as v from 'valibot'
import { JSON_RPC_INVALID_REQUEST, JSON_RPC_PARSE_ERROR } from './constants.js'

const Id = v.union([v.number(), v.string()])

const Request = v.object({
  id: Id,
  jsonrpc: v.literal('2.0'),
  method: v.pipe(v.string(), v.nonEmpty()),
  params: v.optional(v.unknown()),
})

const Response = v.union([
  v.object({ id: Id, jsonrpc: v.optional(v.literal('2.0')), result: v.unknown() }),
  v.object({ id: Id, jsonrpc: v.optional(v.literal('2.0')), error: v.unknown() }),
])

/** @typedef {string | number} RpcId */

/**
 * @typedef {{ kind: 'request', id: RpcId, method: string, params: unknown }
 *   | { kind: 'response', id: RpcId, ok: boolean }
 *   | { kind: 'invalid', id: RpcId | null, code: number, message: string }} Frame
 */

/**
 * Classifies one text frame from a client.
 * @param {string} text
 * @returns {Frame}
 */
export function parseFrame(text) {
  /** @type {unknown} */
  let json
  try {
    json = JSON.parse(text)
  } catch {
    return { kind: 'invalid', id: null, code: JSON_RPC_PARSE_ERROR, message: 'Parse error' }
  }
  const request = v.safeParse(Request, json)
  if (request.success) {
    const { id, method, params } = request.output
    return { kind: 'request', id, method, params }
  }
  const response = v.safeParse(Response, json)
  if (response.success) {
    return { kind: 'response', id: response.output.id, ok: 'result' in response.output }
  }
  const id = v.safeParse(v.object({ id: Id }), json)
  return {
    kind: 'invalid',
    id: id.success ? id.output.id : null,
    code: JSON_RPC_INVALID_REQUEST,
    message: 'Invalid Request',
  }
}

/**
 * @param {RpcId} id
 * @param {unknown} result
 */
export function resultFrame(id, result) {
  return { id, jsonrpc: '2.0', result }
}

/**
 * @param {RpcId | null} id
 * @param {number} code
 * @param {string} message
 */
export function errorFrame(id, code, message) {
  return { id, jsonrpc: '2.0', error: { code, message } }
}

/** A handler's refusal, carried to the client as a JSON-RPC error. */
export class RpcError extends Error {
  /**
   * @param {number} code
   * @param {string} message
   */
  constructor(code, message) {
    super(message)
    this.name = 'RpcError'
    this.code = code
  }
}
