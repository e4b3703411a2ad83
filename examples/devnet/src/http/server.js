// @ts-check
import { createServer } from 'node:http'
import * as v from 'valibot'
import { MAX_BODY_BYTES, PROJECT_ID } from '../config.js'
import { Fault } from './faults.js'
import { isLoopbackOrigin } from './origins.js'
import { HttpError, INVALID_KEY, ORIGIN_NOT_ALLOWED, json, raw } from './reply.js'
import { matchRoute } from './router.js'

const FAULT_HEADER = 'x-devnet-fault'

/**
 * The devnet's one HTTP server: CORS, fault injection, project and origin checks, body parsing, routing,
 * and a JSON error for anything a handler throws (the server never crashes on input).
 * @param {{
 *   routes: import('./router.js').Route[],
 *   faults: import('./faults.js').Faults,
 *   isOriginAllowed: (origin: string | undefined) => boolean,
 *   onError: (error: unknown) => void,
 * }} options
 */
export function createApiServer({ routes, faults, isOriginAllowed, onError }) {
  const server = createServer((request, response) => {
    handle(request, response).catch((error) => {
      onError(error)
      if (!response.headersSent) send(response, json({ message: 'Internal Server Error' }, 500))
      else response.destroy()
    })
  })

  /**
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   */
  async function handle(request, response) {
    const url = new URL(request.url ?? '/', 'http://devnet.local')
    const origin = typeof request.headers.origin === 'string' ? request.headers.origin : undefined
    if (origin && (isLoopbackOrigin(origin) || isOriginAllowed(origin))) {
      response.setHeader('access-control-allow-origin', origin)
      response.setHeader('vary', 'Origin')
    }
    const method = request.method ?? 'GET'
    if (method === 'OPTIONS') {
      response.setHeader('access-control-allow-methods', 'GET, POST, PUT, DELETE, OPTIONS')
      response.setHeader('access-control-allow-headers', `content-type, ${FAULT_HEADER}`)
      response.setHeader('access-control-max-age', '600')
      response.writeHead(204).end()
      return
    }

    const match = matchRoute(routes, method, url.pathname)
    if (!match.route) {
      await drain(request)
      send(response, match.methodMismatch ? json({ message: 'Method not allowed' }, 405) : json({ message: 'Not found' }, 404))
      return
    }
    const isDevRoute = url.pathname.startsWith('/dev/')
    const reply = await answer(request, url, match.route, match.params, origin, isDevRoute)
    if (reply === 'timeout') return // never answered: the client gives up, or stop() closes the socket
    send(response, reply)
  }

  /**
   * @param {import('node:http').IncomingMessage} request
   * @param {URL} url
   * @param {import('./router.js').Route} route
   * @param {Record<string, string>} params
   * @param {string | undefined} origin
   * @param {boolean} isDevRoute
   * @returns {Promise<import('./reply.js').Reply | 'timeout'>}
   */
  async function answer(request, url, route, params, origin, isDevRoute) {
    try {
      const fault = isDevRoute ? undefined : takeFault(request, url.pathname)
      if (fault) {
        await drain(request)
        return faultReply(fault)
      }
      const body = await readBody(request)
      /** @type {Record<string, string>} */
      const query = {}
      for (const [key, value] of url.searchParams) if (!(key in query)) query[key] = value
      if (route.auth === 'project') {
        if (!isOriginAllowed(origin)) return json({ message: ORIGIN_NOT_ALLOWED }, 403)
        const bodyProjectId = body && typeof body === 'object' && 'projectId' in body ? body.projectId : undefined
        if ((query.projectId ?? bodyProjectId) !== PROJECT_ID) return json({ message: INVALID_KEY }, 401)
      }
      return await route.handle({ method: route.method, pathname: url.pathname, params, query, body, origin })
    } catch (error) {
      if (error instanceof HttpError) return json(error.body, error.status)
      if (error instanceof v.ValiError) return json({ message: `Invalid request: ${describeIssues(error.issues)}` }, 400)
      onError(error)
      return json({ message: error instanceof Error ? error.message : 'Internal Server Error' }, 500)
    }
  }

  /**
   * @param {import('node:http').IncomingMessage} request
   * @param {string} pathname
   */
  function takeFault(request, pathname) {
    const header = request.headers[FAULT_HEADER]
    if (header !== undefined) {
      const parsed = v.safeParse(Fault, String(header).trim())
      if (!parsed.success) throw new HttpError(400, { message: `Unknown ${FAULT_HEADER}: ${String(header)}` })
      return parsed.output
    }
    return faults.take(pathname)
  }

  return server
}

/**
 * @param {import('./faults.js').FaultKind} fault
 * @returns {import('./reply.js').Reply | 'timeout'}
 */
function faultReply(fault) {
  switch (fault) {
    case '500':
      return json({ message: 'Internal Server Error' }, 500)
    case '403':
      return json({ message: ORIGIN_NOT_ALLOWED }, 403)
    case 'malformed':
      return raw('{"data": [ {"id": "broken', 'application/json; charset=utf-8')
    case 'empty':
      return raw('', 'application/json; charset=utf-8')
    case 'timeout':
      return 'timeout'
  }
}

/**
 * @param {import('node:http').ServerResponse} response
 * @param {import('./reply.js').Reply} reply
 */
function send(response, reply) {
  response.statusCode = reply.status
  response.setHeader('content-type', reply.contentType)
  response.setHeader('cache-control', 'no-store')
  for (const [name, value] of Object.entries(reply.headers ?? {})) response.setHeader(name, value)
  response.setHeader('content-length', Buffer.byteLength(reply.body))
  response.end(reply.body)
}

/**
 * Reads and parses the body: JSON (whatever the Content-Type, or none), form fields for
 * `application/x-www-form-urlencoded`, the text for `text/plain` that is not a JSON object or array.
 * @param {import('node:http').IncomingMessage} request
 * @returns {Promise<unknown>}
 */
async function readBody(request) {
  const chunks = []
  let size = 0
  for await (const chunk of request) {
    size += chunk.length
    if (size > MAX_BODY_BYTES) throw new HttpError(413, { message: 'Request body too large' })
    chunks.push(chunk)
  }
  const text = Buffer.concat(chunks).toString('utf8')
  if (text.trim() === '') return undefined
  const type = String(request.headers['content-type'] ?? '')
  if (type.startsWith('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text))
  // JSON sent as text/plain (fetch with a string body and no header, navigator.sendBeacon, viem's HTTP transport,
  // which avoid a CORS preflight that way) is JSON, as the real services read it; other text stays text.
  if (type.startsWith('text/plain')) return looksLikeJson(text) ? parseJson(text) : text
  return parseJson(text)
}

/** @param {string} text */
const looksLikeJson = (text) => /^\s*[[{]/.test(text)

/** @param {string} text */
function parseJson(text) {
  try {
    return JSON.parse(text)
  } catch {
    throw new HttpError(400, { message: 'Invalid JSON body' })
  }
}

/** @param {import('node:http').IncomingMessage} request */
async function drain(request) {
  for await (const _ of request) {
    // discard
  }
}

/** @param {v.BaseIssue<unknown>[]} issues */
function describeIssues(issues) {
  return issues
    .slice(0, 3)
    .map((issue) => {
      const path = issue.path?.map((item) => String(item.key)).join('.')
      return path ? `${path}: ${issue.message}` : issue.message
    })
    .join('; ')
}
