// The one stand-in HTTP server of Portico's tests: a real server on a free loopback port, for the services a test
// cannot run for real (a catalogue with 1 000 wallets, a service that answers 500, a malformed body). Each test sets
// how it answers, by one handler or by "METHOD /path" routes, and reads what it was asked. Browsers' CORS
// preflights are answered and not recorded, so the kit's tests in happy-dom reach it as a page would.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { devnet } from '@portico/sdk/networks'

export interface ReceivedRequest {
  method: string
  path: string
  query: Record<string, string>
  headers: IncomingMessage['headers']
  body: string
}

export type Handler = (request: ReceivedRequest, response: ServerResponse) => void
/** Handlers by "METHOD /path"; a key ending in `*` ("GET /v1/identity/*") answers every path under it. */
export type Routes = Record<string, Handler>

export interface FakeServer {
  url: string
  /** What was asked since the last `handle` or `routes` (preflights left out). */
  requests: ReceivedRequest[]
  /** Answers every request with `handler` (and forgets the requests received so far). */
  handle(handler: Handler): void
  /** Answers by route, 404 for any other (and forgets the requests received so far). */
  routes(routes: Routes): void
  /** The requests received for one "METHOD /path" key. */
  received(key: string): ReceivedRequest[]
  close(): Promise<void>
}

const CORS = { 'access-control-allow-origin': '*' }

/** The devnet chain is the supported one unless a test says otherwise. */
export const SUPPORTED: Routes = {
  'GET /v1/supported-chains': (_, response) => json(response, 200, { http: [devnet.caipNetworkId], ws: [] }),
}

export async function startFakeServer(): Promise<FakeServer> {
  let handler: Handler = (_request, response) => json(response, 200, {})
  const requests: ReceivedRequest[] = []
  const server = createServer((incoming, response) => {
    if (incoming.method === 'OPTIONS') {
      response.writeHead(204, { ...CORS, 'access-control-allow-headers': '*', 'access-control-allow-methods': '*' })
      response.end()
      return
    }
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://localhost')
      const request: ReceivedRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      }
      requests.push(request)
      handler(request, response)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const handle = (next: Handler) => {
    handler = next
    requests.length = 0
  }
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    handle,
    routes(table) {
      handle((request, response) => {
        const route =
          table[`${request.method} ${request.path}`] ??
          table[Object.keys(table).find((key) => matches(key, request)) ?? '']
        if (route) route(request, response)
        else json(response, 404, { message: `no route ${request.method} ${request.path}` })
      })
    },
    received: (key) => requests.filter((r) => `${r.method} ${r.path}` === key || matches(key, r)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

function matches(key: string, request: ReceivedRequest): boolean {
  if (!key.endsWith('*')) return false
  return `${request.method} ${request.path}`.startsWith(key.slice(0, -1))
}

export function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', ...CORS })
  response.end(JSON.stringify(body))
}

export function text(response: ServerResponse, status: number, body: string, contentType = 'application/json'): void {
  response.writeHead(status, { 'content-type': contentType, ...CORS })
  response.end(body)
}
