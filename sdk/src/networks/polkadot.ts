import { defineNetwork } from './defineNetwork'

/** The Polkadot relay chain; the id is the CAIP-2 reference (the genesis hash prefix). */
export const polkadotMainnet = defineNetwork({
  id: '91b171bb158e2d3848fa23a9f1c25182',
  chainNamespace: 'polkadot',
  name: 'Polkadot',
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  rpcUrls: { default: { http: ['https://rpc.polkadot.io'], webSocket: ['wss://rpc.polkadot.io'] } },
  blockExplorers: { default: { name: 'Subscan', url: 'https://polkadot.subscan.io' } },
})

/** Kusama; the id is the CAIP-2 reference (the genesis hash prefix). */
export const kusama = defineNetwork({
  id: 'b0a8d493285c2df73290dfb7e61f870f',
  chainNamespace: 'polkadot',
  name: 'Kusama',
  nativeCurrency: { name: 'Kusama', symbol: 'KSM', decimals: 12 },
  rpcUrls: { default: { http: ['https://kusama-rpc.polkadot.io'], webSocket: ['wss://kusama-rpc.polkadot.io'] } },
  blockExplorers: { default: { name: 'Subscan', url: 'https://kusama.subscan.io' } },
})
