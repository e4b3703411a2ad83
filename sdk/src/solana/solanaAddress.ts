import type { Address } from '@solana/kit'
import { base58 } from '@scure/base'
import { checkParam, textParam } from '../validation/checkParam'
import { transactionError } from '../errors/transactionMessages'

// Base58 of a 32-byte public key is 32 to 44 characters of the Bitcoin alphabet. Checked with @scure/base (a
// dependency) rather than @solana/kit's `isAddress`, so the solana entry loads without @solana/kit.
const BASE58_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

function isSolanaAddress(value: string): value is Address {
  return BASE58_ADDRESS.test(value) && base58.decode(value).length === 32
}

/** The address when it is a Solana address (base58 of 32 bytes), else undefined. Addresses keep their case. */
export function formatSolanaAddress(value: string): string | undefined {
  checkParam('value', textParam(), value)
  return isSolanaAddress(value) ? value : undefined
}

/** The address as kit's `Address`; throws 'Invalid solana address …' for anything else (user input included). */
export function toSolanaAddress(value: unknown, field = 'address'): Address {
  if (typeof value === 'string' && isSolanaAddress(value)) return value
  throw transactionError('INVALID_ADDRESS', {
    params: { namespace: 'solana', address: `${field} ${JSON.stringify(value) ?? 'undefined'}` },
  })
}
