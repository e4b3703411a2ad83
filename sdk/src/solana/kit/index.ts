// @portico/sdk/solana/kit — the Solana helpers built on @solana/kit (the RPC client over the instance's networks,
// transfer instructions and transactions, the connected wallet as a kit signer), for apps that call @solana/kit
// directly. Its own entry: importing it loads @solana/kit and the @solana-program packages, which
// `@portico/sdk/solana` never does at start.
export {
  getSolanaRpc,
  type GetSolanaRpcParams,
  type GetSolanaRpcReturnType,
  type GetSolanaRpcErrorType,
} from '../getSolanaRpc'
export { solTransferInstructions, tokenTransferInstructions, type TokenMint } from '../transferInstructions'
export {
  buildTransferMessage,
  buildTransferTransaction,
  type BuildTransferParams,
  type TransferMessage,
  type TransferTransaction,
} from '../buildTransferTransaction'
export { fetchTokenMint } from '../fetchTokenMint'
export { sendSolanaTransfer, type SendSolanaTransferParams, type SolanaTransferRpc } from '../sendSolanaTransfer'
export { providerSigner } from '../providerSigner'
