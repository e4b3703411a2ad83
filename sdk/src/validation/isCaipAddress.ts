import { parseCaipAddress } from '../caip/parseCaipAddress'
import type { CaipAddress } from '../caip/types'

/** Spec §5: exactly 3 non-empty colon-separated parts with a known namespace. */
export function isCaipAddress(value: unknown): value is CaipAddress {
  return parseCaipAddress(value) !== null
}
