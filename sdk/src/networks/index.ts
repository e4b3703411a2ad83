// The `@portico/sdk/networks` entry: built-in networks as plain objects (no chain library), and helpers.
export type { CaipAddress, CaipNetwork, CaipNetworkId } from './types'
export { caipNetworkSchema } from './caipNetworkSchema'
export { defineNetwork, type NetworkDefinition } from './defineNetwork'
export { withRpcUrl } from './withRpcUrl'
export {
  ethereum,
  sepolia,
  base,
  arbitrum,
  optimism,
  polygon,
  bsc,
  bscTestnet,
  zksync,
  gnosis,
  avalanche,
} from './eip155'
export { devnet, devnetTwo } from './devnet'
export { solanaMainnet, solanaDevnet, solanaTestnet } from './solana'
export { bitcoin, bitcoinTestnet, bitcoinSignet } from './bip122'
export { polkadotMainnet, kusama } from './polkadot'
export { cosmosHub, osmosis } from './cosmos'
