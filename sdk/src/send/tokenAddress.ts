import { plainAddress } from '../caip/plainAddress'
import type { TokenBalance } from '../chains/types'

/** A token's contract (EVM) or mint (Solana) address without its CAIP prefix; undefined for the native token. */
export function tokenAddress(token: Pick<TokenBalance, 'address'>): string | undefined {
  if (!token.address) return undefined
  return plainAddress(token.address) ?? token.address
}
