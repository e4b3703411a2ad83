// Test helper: a Solana runtime in-process (litesvm) with the few steps tests need: funded key pairs, sending
// instructions, a token mint with tokens in an owner's associated account, and balances.
import {
  appendTransactionMessageInstructions,
  createTransactionMessage,
  generateKeyPairSigner,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  signTransactionMessageWithSigners,
  type Address,
  type Instruction,
  type KeyPairSigner,
} from '@solana/kit'
import { getCreateAccountInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMint2Instruction,
  getMintSize,
  getMintToInstruction,
  getTokenDecoder,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import type { LiteSVM } from 'litesvm'

/** A new key pair holding `amount` lamports. */
export async function fundedSigner(svm: LiteSVM, amount: bigint): Promise<KeyPairSigner> {
  const signer = await generateKeyPairSigner()
  svm.airdrop(signer.address, lamports(amount))
  return signer
}

/** Sends instructions paid by `payer` (signers inside the instructions sign too); throws with the logs on failure. */
export async function sendInstructions(svm: LiteSVM, payer: KeyPairSigner, instructions: Instruction[]): Promise<void> {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) => svm.setTransactionMessageLifetimeUsingLatestBlockhash(m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  const result = svm.sendTransaction(await signTransactionMessageWithSigners(message))
  if ('err' in result) throw new Error(`transaction failed: ${result.toString()}`)
  svm.expireBlockhash()
}

/** The associated token account of an owner for a mint (classic token program). */
export async function tokenAccount(owner: Address, mint: Address): Promise<Address> {
  const [ata] = await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS })
  return ata
}

/** A new mint (authority: `payer`) with `amount` base units minted to `holder`'s associated token account. */
export async function createMintWithTokens(
  svm: LiteSVM,
  payer: KeyPairSigner,
  params: { decimals: number; holder: Address; amount: bigint },
): Promise<Address> {
  const mint = await generateKeyPairSigner()
  const space = BigInt(getMintSize())
  const ata = await tokenAccount(params.holder, mint.address)
  await sendInstructions(svm, payer, [
    getCreateAccountInstruction({
      payer,
      newAccount: mint,
      lamports: lamports(svm.minimumBalanceForRentExemption(space)),
      space,
      programAddress: TOKEN_PROGRAM_ADDRESS,
    }),
    getInitializeMint2Instruction({ mint: mint.address, decimals: params.decimals, mintAuthority: payer.address }),
    getCreateAssociatedTokenIdempotentInstruction({ payer, ata, owner: params.holder, mint: mint.address }),
    getMintToInstruction({ mint: mint.address, token: ata, mintAuthority: payer, amount: params.amount }),
  ])
  return mint.address
}

/** An owner's token balance (base units) in its associated account; 0 when the account does not exist. */
export async function tokenBalance(svm: LiteSVM, owner: Address, mint: Address): Promise<bigint> {
  const account = svm.getAccount(await tokenAccount(owner, mint))
  return account.exists ? getTokenDecoder().decode(account.data).amount : 0n
}

/** An address's lamports (0 when it holds no account). */
export function solBalance(svm: LiteSVM, owner: Address): bigint {
  return svm.getBalance(owner) ?? 0n
}
