import { defineNetwork } from './defineNetwork'

/**
 * Bitcoin mainnet; the id is the CAIP-2 reference (the first 32 hex characters of the genesis block hash).
 * Bitcoin has no public JSON-RPC service, so the URL is a public REST API; the bip122 adapter decides how to
 * read it, and an app points it elsewhere with `withRpcUrl`.
 */
export const bitcoin = defineNetwork({
  id: '000000000019d6689c085ae165831e93',
  chainNamespace: 'bip122',
  name: 'Bitcoin',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['https://mempool.space/api'] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space' } },
})
