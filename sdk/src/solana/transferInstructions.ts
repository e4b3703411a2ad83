import { checkParam, objectParam, textParam, unitsParam } from '../validation/checkParam'
import * as v from 'valibot'
import type { Address, Instruction, TransactionSigner } from '@solana/kit'
import * as kit from '@solana/kit'
import * as system from '@solana-program/system'
import * as token from '@solana-program/token'

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
  return [system.getTransferSolInstruction({ source: signer, destination: to, amount: kit.lamports(amount) })]
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
  const [source] = await token.findAssociatedTokenPda({ owner: signer.address, mint: mint.address, tokenProgram })
  const [destination] = await token.findAssociatedTokenPda({ owner: to, mint: mint.address, tokenProgram })
  return [
    token.getCreateAssociatedTokenIdempotentInstruction({
      payer: signer,
      ata: destination,
      owner: to,
      mint: mint.address,
      tokenProgram,
    }),
    token.getTransferCheckedInstruction(
      { source, mint: mint.address, destination, authority: signer, amount, decimals: mint.decimals },
      { programAddress: tokenProgram },
    ),
  ]
}
