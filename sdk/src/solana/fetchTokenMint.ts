import type { Address, GetAccountInfoApi, Rpc } from '@solana/kit'
import * as kit from '@solana/kit'
import * as token from '@solana-program/token'
import { toSolanaAddress } from './solanaAddress'
import type { TokenMint } from './transferInstructions'
import { transactionError } from '../errors/transactionMessages'

const TOKEN_2022_PROGRAM_ADDRESS = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb' as Address
const TOKEN_PROGRAMS: readonly string[] = [token.TOKEN_PROGRAM_ADDRESS, TOKEN_2022_PROGRAM_ADDRESS]

/**
 * A token mint read from the chain: its decimals and owning program. An address that holds no account, or an
 * account no token program owns, is not a mint ('Invalid solana address mint …').
 */
export async function fetchTokenMint(rpc: Rpc<GetAccountInfoApi>, mint: string): Promise<TokenMint> {
  const address = toSolanaAddress(mint, 'mint')
  const account = await kit.fetchEncodedAccount(rpc, address)
  if (!account.exists || !TOKEN_PROGRAMS.includes(account.programAddress))
    throw transactionError('INVALID_ADDRESS', {
      params: { namespace: 'solana', address: `mint ${JSON.stringify(mint)} (not a token mint)` },
    })
  const { decimals } = token.getMintDecoder().decode(account.data)
  return { address, decimals, programAddress: account.programAddress }
}
