import type { Namespace } from '../constants'
import type { CaipAddress, CaipNetworkId } from './types'
import { isNamespace } from './isNamespace'

/** A CAIP-10 address in its parts: namespace, chain reference and address. */
export interface ParsedCaipAddress {
  namespace: Namespace
  reference: string
  /** The plain account address, e.g. '0xab…'. */
  address: string
  caipNetworkId: CaipNetworkId
  caipAddress: CaipAddress
}

/**
 * Splits 'namespace:reference:address' (CAIP-10). Spec §5: exactly 3 non-empty colon-separated parts with a
 * known namespace; anything else is null.
 */
export function parseCaipAddress(value: unknown): ParsedCaipAddress | null {
  if (typeof value !== 'string') return null
  const parts = value.split(':')
  if (parts.length !== 3) return null
  const [namespace, reference, address] = parts
  if (!isNamespace(namespace) || !reference || !address) return null
  return {
    namespace,
    reference,
    address,
    caipNetworkId: `${namespace}:${reference}`,
    caipAddress: `${namespace}:${reference}:${address}`,
  }
}
