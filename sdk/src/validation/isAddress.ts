import { isEvmAddress } from './isEvmAddress'
import { isSolanaAddress } from './isSolanaAddress'

/**
 * Whether `address` is a valid receiver address in `namespace` (used by send).
 *
 * Only eip155 and solana addresses can be valid. The spec (§5) says addresses of other chains are never valid;
 * the wire reference also knows Bitcoin patterns, but the spec wins, so bip122, polkadot, cosmos and anything
 * else return false.
 */
export function isAddress(address: unknown, namespace: string): boolean {
  if (namespace === 'eip155') return isEvmAddress(address)
  if (namespace === 'solana') return isSolanaAddress(address)
  return false
}
