import { SOLANA_ADDRESS_MAX_LENGTH, SOLANA_ADDRESS_MIN_LENGTH } from '../constants'

// Base58: digits and letters without 0, O, I and l. Anchored at both ends, so no prefix can sneak in.
const SOLANA_ADDRESS = new RegExp(
  `^[1-9A-HJ-NP-Za-km-z]{${SOLANA_ADDRESS_MIN_LENGTH},${SOLANA_ADDRESS_MAX_LENGTH}}$`,
)

/** Spec §5: 32 to 44 base58 characters, nothing else. */
export function isSolanaAddress(value: unknown): value is string {
  return typeof value === 'string' && SOLANA_ADDRESS.test(value)
}
