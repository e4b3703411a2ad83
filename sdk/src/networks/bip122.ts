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

/** Bitcoin testnet (testnet3); the id is the CAIP-2 reference of its genesis block. */
export const bitcoinTestnet = defineNetwork({
  id: '000000000933ea01ad0ee984209779ba',
  chainNamespace: 'bip122',
  name: 'Bitcoin Testnet',
  nativeCurrency: { name: 'Testnet Bitcoin', symbol: 'tBTC', decimals: 8 },
  rpcUrls: { default: { http: ['https://mempool.space/testnet/api'] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space/testnet' } },
  testnet: true,
})

/** Bitcoin signet; the id is the CAIP-2 reference of its genesis block. */
export const bitcoinSignet = defineNetwork({
  id: '00000008819873e925422c1ff0f99f7c',
  chainNamespace: 'bip122',
  name: 'Bitcoin Signet',
  nativeCurrency: { name: 'Signet Bitcoin', symbol: 'sBTC', decimals: 8 },
  rpcUrls: { default: { http: ['https://mempool.space/signet/api'] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space/signet' } },
  testnet: true,
})
