import type { CaipAddress } from './types'
import { parseCaipAddress } from './parseCaipAddress'

/** The address part of a CAIP address ('eip155:1:0xab…' → '0xab…'); null when the value is not a CAIP address. */
export function plainAddress(caipAddress: CaipAddress): string
export function plainAddress(value: string): string | null
export function plainAddress(value: string): string | null {
  return parseCaipAddress(value)?.address ?? null
}
