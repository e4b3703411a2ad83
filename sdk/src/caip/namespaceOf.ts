import type { Namespace } from '../constants'
import type { CaipAddress, CaipNetworkId } from './types'
import { isNamespace } from './isNamespace'

/** The namespace of a CAIP network id or CAIP address ('eip155:1' → 'eip155'); null when it is not a known one. */
export function namespaceOf(value: CaipNetworkId | CaipAddress): Namespace
export function namespaceOf(value: string): Namespace | null
export function namespaceOf(value: string): Namespace | null {
  const [namespace, reference] = value.split(':')
  return isNamespace(namespace) && reference ? namespace : null
}
