// A real wallet catalogue on a loopback port for the kit's tests: answers /getWallets (paging, search,
// include/exclude) from a generated list and records every request.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface TestWallet {
  id: string
  name: string
  rdns?: string
  image_url?: string
  image_id?: string
  chains?: string[]
}

export interface CatalogueServer {
  url: string
  /** Requests received (CORS preflights left out), as path + query. */
  requests: { path: string; query: Record<string, string> }[]
  /** The next `count` page requests of the all-wallets list (40 entries) answer 500, as a failing catalogue. */
  failPages(count: number): void
  close(): Promise<void>
}

/** `count` wallets named "Wallet 1" … plus the given ones first; all on Ethereum unless they say otherwise. */
export function testWallets(count: number, first: TestWallet[] = []): TestWallet[] {
  const generated = Array.from({ length: count }, (_, i) => ({ id: `w${i + 1}`, name: `Wallet ${i + 1}`, image_id: `img${i + 1}` }))
  return [...first, ...generated].map((wallet) => ({ chains: ['eip155:1'], ...wallet }))
}

export async function startCatalogue(wallets: TestWallet[]): Promise<CatalogueServer> {
  const requests: CatalogueServer['requests'] = []
  let failing = 0
  const server = createServer((incoming, response) => {
    const url = new URL(incoming.url ?? '/', 'http://localhost')
    const query = Object.fromEntries(url.searchParams)
    const headers = { 'content-type': 'application/json', 'access-control-allow-origin': '*' }
    if (incoming.method === 'OPTIONS') {
      response.writeHead(204, { ...headers, 'access-control-allow-headers': '*' })
      response.end()
      return
    }
    requests.push({ path: url.pathname, query })
    if (url.pathname !== '/getWallets') {
      response.writeHead(404, headers)
      response.end('{}')
      return
    }
    if (query.entries === '40' && failing > 0) {
      failing -= 1
      response.writeHead(500, headers)
      response.end('{"message":"Internal Server Error"}')
      return
    }
    const list = (name: string) => (query[name] ? query[name].split(',') : [])
    const include = list('include')
    const exclude = new Set(list('exclude'))
    const search = (query.search ?? '').toLowerCase()
    const matching = wallets.filter(
      (w) =>
        (include.length === 0 || include.includes(w.id)) &&
        !exclude.has(w.id) &&
        (!search || w.name.toLowerCase().includes(search)),
    )
    const page = Number(query.page ?? 1)
    const entries = Number(query.entries ?? 40)
    const data = matching.slice((page - 1) * entries, page * entries)
    response.writeHead(200, headers)
    response.end(JSON.stringify({ data, count: matching.length }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failPages: (count) => {
      failing = count
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
