// Test helper: one real HTTP server standing in for the catalogue, blockchain and analytics services, answering
// by "METHOD /path" routes, and Porticos pointed at it. Each test sets its routes and reads what was asked.
import type { ServerResponse } from 'node:http'
import { json, startTestServer, type ReceivedRequest, type TestServer } from '../../api/testing/testServer'
import { createPortico } from '../../instance/createPortico'
import type { PorticoOptions } from '../../instance/options'
import type { WritablePortico } from '../../instance/types'
import { devnet } from '../../networks/devnet'
import { memoryPlatform, type MemoryPlatform } from '../../platform/memoryPlatform'

export type Route = (request: ReceivedRequest, response: ServerResponse) => void
export type Routes = Record<string, Route>

export interface ServiceServer extends TestServer {
  /** Replaces the routes (and forgets the requests received so far). */
  routes(routes: Routes): void
  /** The requests received for one "METHOD /path" key. */
  received(key: string): ReceivedRequest[]
}

/** The devnet chain is the supported one unless a test says otherwise. */
export const SUPPORTED: Routes = {
  'GET /v1/supported-chains': (_, response) => json(response, 200, { http: [devnet.caipNetworkId], ws: [] }),
}

export async function startServiceServer(): Promise<ServiceServer> {
  const server = await startTestServer()
  let table: Routes = {}
  const serve = (request: ReceivedRequest, response: ServerResponse) => {
    const route = table[`${request.method} ${request.path}`] ?? findPrefixed(table, request)
    if (route) route(request, response)
    else json(response, 404, { message: `no route ${request.method} ${request.path}` })
  }
  server.handle(serve)
  return {
    ...server,
    routes(next) {
      table = next
      server.handle(serve)
    },
    received: (key) => server.requests.filter((r) => `${r.method} ${r.path}` === key || matches(key, r)),
  }
}

// "GET /v1/identity/*" matches any path under /v1/identity/.
function matches(key: string, request: ReceivedRequest): boolean {
  if (!key.endsWith('*')) return false
  return `${request.method} ${request.path}`.startsWith(key.slice(0, -1))
}

function findPrefixed(table: Routes, request: ReceivedRequest): Route | undefined {
  const key = Object.keys(table).find((k) => matches(k, request))
  return key ? table[key] : undefined
}

/** A Portico on the devnet network whose three services are `server`. */
export function servicePortico(
  server: { url: string },
  options: Partial<PorticoOptions> = {},
  platform: MemoryPlatform = memoryPlatform(),
): WritablePortico & { platform: MemoryPlatform } {
  const p = createPortico({
    projectId: 'test-project',
    networks: [devnet],
    apiUrls: { catalogue: server.url, blockchain: server.url, analytics: server.url },
    platform,
    ...options,
  })
  return p as WritablePortico & { platform: MemoryPlatform }
}

/** A platform whose timers only move when the test says so (HTTP keeps its real timers). */
export function manualTimers(platform: MemoryPlatform = memoryPlatform()) {
  let now = 0
  let timers: { at: number; run: () => void; id: number }[] = []
  let nextId = 0
  return {
    platform: {
      ...platform,
      setTimeout: (run: () => void, ms: number) => {
        nextId += 1
        timers.push({ at: now + ms, run, id: nextId })
        return nextId
      },
      clearTimeout: (id: unknown) => {
        timers = timers.filter((t) => t.id !== id)
      },
    } as MemoryPlatform,
    pending: () => timers.length,
    /** Moves the clock on, running the timers that come due. */
    advance(ms: number) {
      now += ms
      const due = timers.filter((t) => t.at <= now)
      timers = timers.filter((t) => t.at > now)
      for (const timer of due) timer.run()
    },
  }
}
