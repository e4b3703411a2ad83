// @portico/sdk/bip122 — the Bitcoin namespace: sats-connect and Wallet Standard browser wallets, Bitcoin addresses,
// BIP-322 and ECDSA message signing. Everything that needs a Bitcoin library lives here.
export { bip122, type Bip122Adapter } from './bip122'
export { formatBitcoinAddress } from './bitcoinAddress'
export { BITCOIN_NETWORKS, bitcoinReferenceOf, type SatsConnectNetworkName } from './bitcoinNetworks'
export { bitcoinSignMessage } from './bitcoinSignMessage'
export { verifyBitcoinSignature } from './verifyBitcoinSignature'
export {
  sendBitcoinTransfer,
  type SendBitcoinTransferParams,
  type SendBitcoinTransferReturnType,
  type SendBitcoinTransferErrorType,
} from './sendBitcoinTransfer'
export { bitcoinConnector } from './bitcoinConnector'
export type { BitcoinWalletProvider } from './bitcoinWalletProvider'
export { satsConnectWallets } from './satsConnect/satsConnectWallets'
export { satsConnectProvider } from './satsConnect/satsConnectProvider'
export type * from './satsConnect/types'
export { bitcoinWalletStandard, isBitcoinWallet } from './walletStandard/bitcoinWalletStandard'
export { bitcoinStandardProvider } from './walletStandard/standardProvider'
export * from './walletStandard/types'
