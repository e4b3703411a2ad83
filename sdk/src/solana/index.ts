// @portico/sdk/solana — the Solana namespace on @solana/kit. Everything that needs a Solana library lives here.
export { solana, type SolanaAdapter } from './solana'
export { solanaAdapter, type SolanaAdapterReturnType, type SolanaAdapterErrorType } from './solanaAdapter'
export { getSolanaAccounts } from './getSolanaAccounts'
export { formatSolanaAddress, toSolanaAddress } from './solanaAddress'
export { walletChainReference, walletChain, parseSolanaChainId } from './walletChains'
export { switchSolanaCluster } from './switchSolanaCluster'
export {
  getSolanaRpc,
  type GetSolanaRpcParams,
  type GetSolanaRpcReturnType,
  type GetSolanaRpcErrorType,
} from './getSolanaRpc'
export { transferAmount } from './transferAmount'
export { solTransferInstructions, tokenTransferInstructions, type TokenMint } from './transferInstructions'
export {
  buildTransferMessage,
  buildTransferTransaction,
  type BuildTransferParams,
  type TransferMessage,
  type TransferTransaction,
} from './buildTransferTransaction'
export { fetchTokenMint } from './fetchTokenMint'
export { sendSolanaTransfer, type SendSolanaTransferParams, type SolanaTransferRpc } from './sendSolanaTransfer'
export { providerSigner } from './providerSigner'
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
