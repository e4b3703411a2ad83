import { checkParam, textParam } from '../validation/checkParam'
import { isAddress, type Address } from '@solana/kit'
import { PorticoError } from '../errors'

/** The address when it is a Solana address (base58 of 32 bytes), else undefined. Addresses keep their case. */
export function formatSolanaAddress(value: string): string | undefined {
  checkParam('value', textParam(), value)
  return isAddress(value) ? value : undefined
}

/** The address as kit's `Address`; throws 'Invalid solana address …' for anything else (user input included). */
export function toSolanaAddress(value: unknown, field = 'address'): Address {
  if (typeof value === 'string' && isAddress(value)) return value
  throw new PorticoError('INVALID_ADDRESS', {
    params: { namespace: 'solana', address: `${field} ${JSON.stringify(value) ?? 'undefined'}` },
  })
}
