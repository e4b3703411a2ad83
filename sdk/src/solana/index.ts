// @portico/sdk/solana — the Solana namespace. It loads without @solana/kit: the actions, transfers and signature checks
// fetch it on first use (MISSING_PEER when it is not installed). The helpers built on @solana/kit (RPC client,
// transfer transactions, the wallet as a kit signer) are `@portico/sdk/solana/kit`.
export { solana, type SolanaAdapter } from './solana'
export { solanaAdapter, type SolanaAdapterReturnType, type SolanaAdapterErrorType } from './solanaAdapter'
export { getSolanaAccounts } from './getSolanaAccounts'
export { formatSolanaAddress, toSolanaAddress } from './solanaAddress'
export { walletChainReference, walletChain, parseSolanaChainId } from './walletChains'
export { switchSolanaCluster } from './switchSolanaCluster'
export { transferAmount } from './transferAmount'
export { confirmSolanaSignature, type ConfirmSolanaSignatureParams } from './confirmSolanaSignature'
export {
  getBalance,
  type GetBalanceParams,
  type GetBalanceReturnType,
  type GetBalanceErrorType,
  signMessage,
  type SignMessageParams,
  type SignMessageReturnType,
  type SignMessageErrorType,
  sendTransfer,
  type SendTransferReturnType,
  type SendTransferErrorType,
  type SolanaBalance,
  type SendTransferParams,
} from './actions'
// Wallet Standard discovery and connectors
export { walletStandard } from './walletStandard/walletStandard'
export { walletStandardConnector } from './walletStandard/walletConnector'
export { walletStandardProvider, type WalletStandardProvider } from './walletStandard/walletProvider'
export { discoverWallets } from './walletStandard/discoverWallets'
export { isSolanaWallet } from './walletStandard/isSolanaWallet'
export * from './walletStandard/types'
export { verifySolanaSignature } from './verifySolanaSignature'
