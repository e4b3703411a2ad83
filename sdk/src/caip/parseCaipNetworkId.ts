import type { Namespace } from '../constants'
import type { CaipNetworkId } from './types'
import { isNamespace } from './isNamespace'

/** A CAIP-2 network id in its parts: namespace and chain reference. */
export interface ParsedCaipNetworkId {
  namespace: Namespace
  /** The chain reference: '1' for Ethereum, a genesis-hash prefix for Solana. */
  reference: string
  caipNetworkId: CaipNetworkId
}

/** Splits 'namespace:reference' (CAIP-2); null unless both parts are non-empty and the namespace is known. */
export function parseCaipNetworkId(value: unknown): ParsedCaipNetworkId | null {
  if (typeof value !== 'string') return null
  const parts = value.split(':')
  if (parts.length !== 2) return null
  const [namespace, reference] = parts
  if (!isNamespace(namespace) || !reference) return null
  return { namespace, reference, caipNetworkId: `${namespace}:${reference}` }
}
