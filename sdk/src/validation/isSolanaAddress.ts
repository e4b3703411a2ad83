import { SOLANA_ADDRESS_MAX_LENGTH, SOLANA_ADDRESS_MIN_LENGTH } from '../constants'

/** Spec §5: 32 to 44 base58 characters, nothing else. */
export function isSolanaAddress(value: unknown): value is string {
  // Base58: digits and letters without 0, O, I and l. Anchored at both ends, so no prefix can sneak in. Built here,
  // not at module level, where a bundler would keep it in apps that never call this.
  return (
    typeof value === 'string' &&
    new RegExp(`^[1-9A-HJ-NP-Za-km-z]{${SOLANA_ADDRESS_MIN_LENGTH},${SOLANA_ADDRESS_MAX_LENGTH}}$`).test(value)
  )
}
