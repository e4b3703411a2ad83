// The local chains the Portico devnet (examples/devnet) runs with anvil on this machine.
import { defineNetwork } from './defineNetwork'

/** The devnet's first chain (anvil, eip155:31337), for local development and tests. */
export const devnet = defineNetwork({
  id: 31_337,
  chainNamespace: 'eip155',
  name: 'Portico Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'], webSocket: ['ws://127.0.0.1:8545'] } },
  testnet: true,
})

/** The devnet's second chain (anvil, eip155:31338). */
export const devnetTwo = defineNetwork({
  id: 31_338,
  chainNamespace: 'eip155',
  name: 'Portico Devnet 2',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'], webSocket: ['ws://127.0.0.1:8546'] } },
  testnet: true,
})
