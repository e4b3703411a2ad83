import { checkParam, objectParam, textParam, unitsParam } from '../validation/checkParam'
import * as v from 'valibot'
import { lamports, type Address, type Instruction, type TransactionSigner } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token'

/** An SPL token's mint: its address, decimals and program. */
export interface TokenMint {
  address: Address
  decimals: number
  /** The program that owns the mint (the token program, or Token-2022). */
  programAddress: Address
}

/** The parameters every transfer builder takes: a signer, a recipient and an amount in base units. */
function checkTransfer(signer: unknown, to: unknown, amount: unknown): void {
  checkParam('signer', objectParam({ address: v.string() }), signer)
  checkParam('to', textParam(), to)
  checkParam('amount', unitsParam(), amount)
}

/** A system transfer of `amount` lamports from the signer to `to`. */
export function solTransferInstructions(signer: TransactionSigner, to: Address, amount: bigint): Instruction[] {
  checkTransfer(signer, to, amount)
  return [getTransferSolInstruction({ source: signer, destination: to, amount: lamports(amount) })]
}

/**
 * A token transfer of `amount` base units between the associated token accounts of the signer and of `to`:
 * the recipient's account is created first when missing (idempotently, paid by the signer), then
 * `TransferChecked` moves the tokens (it checks the mint and its decimals).
 */
export async function tokenTransferInstructions(
  signer: TransactionSigner,
  to: Address,
  amount: bigint,
  mint: TokenMint,
): Promise<Instruction[]> {
  checkTransfer(signer, to, amount)
  checkParam('mint', objectParam({ address: v.string(), programAddress: v.string(), decimals: v.number() }), mint)
  const tokenProgram = mint.programAddress
  const [source] = await findAssociatedTokenPda({ owner: signer.address, mint: mint.address, tokenProgram })
  const [destination] = await findAssociatedTokenPda({ owner: to, mint: mint.address, tokenProgram })
  return [
    getCreateAssociatedTokenIdempotentInstruction({
      payer: signer,
      ata: destination,
      owner: to,
      mint: mint.address,
      tokenProgram,
    }),
    getTransferCheckedInstruction(
      { source, mint: mint.address, destination, authority: signer, amount, decimals: mint.decimals },
      { programAddress: tokenProgram },
    ),
  ]
}
