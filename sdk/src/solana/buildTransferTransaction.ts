import { checkParam, objectParam } from '../validation/checkParam'
import type {
  Address,
  Blockhash,
  SendableTransaction,
  Transaction,
  TransactionMessage,
  TransactionMessageWithBlockhashLifetime,
  TransactionMessageWithFeePayerSigner,
  TransactionMessageWithSigners,
  TransactionSigner,
  TransactionWithLifetime,
} from '@solana/kit'
import * as kit from '@solana/kit'
import { toSolanaAddress } from './solanaAddress'
import { transferAmount } from './transferAmount'
import { solTransferInstructions, tokenTransferInstructions, type TokenMint } from './transferInstructions'

/** The parameters of `buildTransferMessage` (and of the transfer it builds). */
export interface BuildTransferParams {
  /** Pays the fee and owns what is sent (a key pair, or a connected wallet through `providerSigner`). */
  signer: TransactionSigner
  /** The recipient's base58 address (for a token: the owner, not the token account). */
  to: string
  /** Base units: lamports, or the token's smallest unit. */
  amount: bigint
  /** For a token transfer: the mint, its decimals and program. */
  mint?: TokenMint
  /** The recent blockhash the transaction lives by. */
  lifetime: { blockhash: Blockhash; lastValidBlockHeight: bigint }
}

/** What `buildTransferMessage` makes: a message with its fee-payer signer and a blockhash lifetime. */
export type TransferMessage = TransactionMessage &
  TransactionMessageWithFeePayerSigner &
  TransactionMessageWithSigners &
  TransactionMessageWithBlockhashLifetime

/** What `buildTransferTransaction` makes: the transfer, signed, ready to send. */
export type TransferTransaction = SendableTransaction & Transaction & TransactionWithLifetime

/**
 * A version-0 transfer message: fee payer the signer, the given blockhash lifetime, and a system transfer (SOL)
 * or a token transfer (SPL, see `tokenTransferInstructions`). The recipient and amount are checked first
 * ('Invalid solana address …', 'Invalid amount …').
 */
export async function buildTransferMessage(params: BuildTransferParams): Promise<TransferMessage> {
  checkParam('params', objectParam({ signer: objectParam() }), params)
  const to: Address = toSolanaAddress(params.to, 'to')
  const amount = transferAmount(params.amount)
  const instructions = params.mint
    ? await tokenTransferInstructions(params.signer, to, amount, params.mint)
    : solTransferInstructions(params.signer, to, amount)
  return kit.pipe(
    kit.createTransactionMessage({ version: 0 }),
    (m) => kit.setTransactionMessageFeePayerSigner(params.signer, m),
    (m) => kit.setTransactionMessageLifetimeUsingBlockhash(params.lifetime, m),
    (m) => kit.appendTransactionMessageInstructions(instructions, m),
  )
}

/** The transfer of `buildTransferMessage`, signed by its signers (the fee payer's signature included). */
export async function buildTransferTransaction(params: BuildTransferParams): Promise<TransferTransaction> {
  checkParam('params', objectParam({ signer: objectParam() }), params)
  return kit.signTransactionMessageWithSigners(await buildTransferMessage(params))
}
