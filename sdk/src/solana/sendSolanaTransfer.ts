import { checkParam, objectParam } from '../validation/checkParam'
import type {
  GetAccountInfoApi,
  GetLatestBlockhashApi,
  Rpc,
  SendTransactionApi,
  Signature,
  TransactionSigner,
} from '@solana/kit'
import * as kit from '@solana/kit'
import { buildTransferTransaction } from './buildTransferTransaction'
import { fetchTokenMint } from './fetchTokenMint'
import { toSolanaAddress } from './solanaAddress'
import { transferAmount } from './transferAmount'

/** The Solana RPC methods a transfer needs. */
export type SolanaTransferRpc = Rpc<GetLatestBlockhashApi & SendTransactionApi & GetAccountInfoApi>

/** The parameters of `sendSolanaTransfer`. */
export interface SendSolanaTransferParams {
  /** The cluster's JSON-RPC (kit's `createSolanaRpc(url)`). */
  rpc: SolanaTransferRpc
  /** Pays the fee and owns what is sent: a key pair signer, or a connected wallet (`providerSigner`). */
  signer: TransactionSigner
  /** The recipient's base58 address (for a token: the owner; its token account is created when missing). */
  to: string
  /** Base units: lamports, or the token's smallest unit. */
  amount: bigint
  /** The token's mint address; absent for SOL. */
  mint?: string
}

/**
 * Sends SOL (system transfer) or an SPL token (TransferChecked between associated token accounts) and returns
 * the transaction signature once the RPC accepted it. Recipient, amount and mint are checked before anything
 * is signed; the mint's decimals and program are read from the chain; the lifetime is the latest blockhash.
 */
export async function sendSolanaTransfer(params: SendSolanaTransferParams): Promise<Signature> {
  checkParam('params', objectParam({ rpc: objectParam(), signer: objectParam() }), params)
  toSolanaAddress(params.to, 'to')
  transferAmount(params.amount)
  const mint = params.mint === undefined ? undefined : await fetchTokenMint(params.rpc, params.mint)
  const { value: lifetime } = await params.rpc.getLatestBlockhash().send()
  const transaction = await buildTransferTransaction({
    signer: params.signer,
    to: params.to,
    amount: params.amount,
    mint,
    lifetime,
  })
  await params.rpc.sendTransaction(kit.getBase64EncodedWireTransaction(transaction), { encoding: 'base64' }).send()
  return kit.getSignatureFromTransaction(transaction)
}
