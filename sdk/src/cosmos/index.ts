// @portico/sdk/cosmos — the Cosmos namespace: Keplr-style browser wallets, bech32 addresses, ADR-36 signing.
// Everything that needs a Cosmos library lives here.
export { cosmos, type CosmosAdapter } from './cosmos'
export { formatCosmosAddress, cosmosAddressPrefix } from './cosmosAddress'
export { adr36SignDoc, adr36Message, serializeSignDoc, ADR36_MESSAGE_TYPE, type AminoSignDoc } from './adr36'
export { cosmosSignMessage } from './cosmosSignMessage'
export { verifyCosmosSignature } from './verifyCosmosSignature'
export { keplrWallets, KEPLR_WALLETS, type KeplrWalletsParameters } from './keplr/keplrWallets'
export { keplrConnector } from './keplr/keplrConnector'
export { keplrProvider, type KeplrProvider } from './keplr/keplrProvider'
export type * from './keplr/types'
