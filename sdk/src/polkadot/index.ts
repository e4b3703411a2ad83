// @portico/sdk/polkadot — the Polkadot namespace: `injectedWeb3` browser wallets, SS58 addresses, raw signing.
// Everything that needs a Polkadot library lives here.
export { polkadot, type PolkadotAdapter } from './polkadot'
export { formatPolkadotAddress } from './polkadotAddress'
export { decodeSs58, encodeSs58, GENERIC_SS58_PREFIX } from './ss58'
export { ss58PrefixOf } from './ss58Prefix'
export { polkadotSignMessage } from './polkadotSignMessage'
export { verifyPolkadotSignature } from './verifyPolkadotSignature'
export { polkadotWallets, type PolkadotWalletsParameters } from './injected/polkadotWallets'
export { injectedPolkadotConnector } from './injected/injectedConnector'
export { injectedPolkadotProvider, type InjectedPolkadotProvider } from './injected/injectedProvider'
export type * from './injected/types'
