// @ts-check
// Small HTTP helpers for the frame server: JSON bodies validated with valibot, JSON and HTML answers.
import { parseOrThrow } from './messages.js'

const MAX_BODY_BYTES = 1_000_000

/** An error with the HTTP status to answer; its message goes to the client as `{ message }`. */
export class HttpError extends Error {
  /** @param {number} status @param {string} message */
  constructor(status, message) {
    super(message)
    this.name = 'HttpError'
    this.status = status
  }
}

/**
 * Reads a JSON body and validates it; a bad body is a 400 with the first issue's message.
 * @template {import('valibot').GenericSchema} S
 * @param {import('node:http').IncomingMessage} request
 * @param {S} schema
 * @returns {Promise<import('valibot').InferOutput<S>>}
 */
export async function readJson(request, schema) {
  let size = 0
  /** @type {Buffer[]} */
  const chunks = []
  for await (const chunk of request) {
    size += chunk.length
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'Body too large')
    chunks.push(chunk)
  }
  const text = Buffer.concat(chunks).toString('utf8')
  /** @type {unknown} */
  let json
  try {
    json = text ? JSON.parse(text) : {}
  } catch {
    throw new HttpError(400, 'Body is not JSON')
  }
  try {
    return parseOrThrow(schema, json)
  } catch (error) {
    throw new HttpError(400, error instanceof Error ? error.message : 'Invalid input')
  }
}

/**
 * Reads an HTML form body (application/x-www-form-urlencoded).
 * @param {import('node:http').IncomingMessage} request
 */
export async function readForm(request) {
  let size = 0
  /** @type {Buffer[]} */
  const chunks = []
  for await (const chunk of request) {
    size += chunk.length
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'Body too large')
    chunks.push(chunk)
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

/** @param {import('node:http').ServerResponse} response @param {number} status @param {unknown} body */
export function sendJson(response, status, body) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
  response.end(JSON.stringify(body, (_key, value) => (typeof value === 'bigint' ? `0x${value.toString(16)}` : value)))
}

/**
 * @param {import('node:http').ServerResponse} response
 * @param {number} status
 * @param {string} html
 * @param {string} csp
 */
export function sendHtml(response, status, html, csp) {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
  })
  response.end(html)
}

/** @param {import('node:http').ServerResponse} response @param {string} location */
export function redirect(response, location) {
  response.writeHead(303, { location, 'cache-control': 'no-store' })
  response.end()
}

/** Escapes text for HTML element content and quoted attribute values. @param {string} text */
export function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** The bearer token of a request, if any. @param {import('node:http').IncomingMessage} request */
export function bearerToken(request) {
  const header = request.headers.authorization ?? ''
  return header.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined
}
