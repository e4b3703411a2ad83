// Solana clusters; the id is the CAIP-2 reference (the first 32 characters of the cluster's genesis hash).
// The test clusters carry no explorer: the public explorers need a cluster query parameter that an
// explorer base URL cannot hold.
import { defineNetwork } from './defineNetwork'

const sol = { name: 'Solana', symbol: 'SOL', decimals: 9 }

/** Solana mainnet. */
export const solanaMainnet = defineNetwork({
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: sol,
  rpcUrls: {
    default: { http: ['https://api.mainnet-beta.solana.com'], webSocket: ['wss://api.mainnet-beta.solana.com'] },
  },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
})

/** Solana Devnet. */
export const solanaDevnet = defineNetwork({
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['https://api.devnet.solana.com'], webSocket: ['wss://api.devnet.solana.com'] } },
  testnet: true,
})

/** Solana Testnet. */
export const solanaTestnet = defineNetwork({
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  chainNamespace: 'solana',
  name: 'Solana Testnet',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['https://api.testnet.solana.com'], webSocket: ['wss://api.testnet.solana.com'] } },
  testnet: true,
})
