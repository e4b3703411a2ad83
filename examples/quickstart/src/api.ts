// examples/quickstart/src/api.ts — the HTTP clients alone, in Node too
import { createCatalogueClient } from '@portico/sdk/api'

const catalogue = createCatalogueClient({ baseUrl: 'http://127.0.0.1:8787', projectId: 'portico-devnet' })
const { data, count } = await catalogue.getWallets({ page: 1, entries: 40, search: 'devnet' })
console.log(`${count} wallets:`, data.map((wallet) => wallet.name).join(', '))
