// A wallet catalogue for the kit's tests, on the fake server: answers /getWallets (paging, search,
// include/exclude) from a generated list and records every request.
import { json, startFakeServer, type FakeServer } from './fakeServer'

export interface TestWallet {
  id: string
  name: string
  rdns?: string
  image_url?: string
  image_id?: string
  chains?: string[]
}

export interface CatalogueServer extends FakeServer {
  /** The next `count` page requests of the all-wallets list (40 entries) answer 500, as a failing catalogue. */
  failPages(count: number): void
}

/** `count` wallets named "Wallet 1" … plus the given ones first; all on Ethereum unless they say otherwise. */
export function testWallets(count: number, first: TestWallet[] = []): TestWallet[] {
  const generated = Array.from({ length: count }, (_, i) => ({
    id: `w${i + 1}`,
    name: `Wallet ${i + 1}`,
    image_id: `img${i + 1}`,
  }))
  return [...first, ...generated].map((wallet) => ({ chains: ['eip155:1'], ...wallet }))
}

/** The fake server answering /getWallets (paging, search, include/exclude) from `wallets`. */
export async function startCatalogue(wallets: TestWallet[]): Promise<CatalogueServer> {
  const server = await startFakeServer()
  let failing = 0
  server.routes({
    'GET /getWallets': ({ query }, response) => {
      if (query.entries === '40' && failing > 0) {
        failing -= 1
        json(response, 500, { message: 'Internal Server Error' })
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
      json(response, 200, { data: matching.slice((page - 1) * entries, page * entries), count: matching.length })
    },
  })
  return {
    ...server,
    failPages: (count) => {
      failing = count
    },
  }
}
