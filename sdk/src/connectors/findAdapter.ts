import type { Portico } from '../portico/types'
import type { NamespaceAdapter } from './types'

/** The app's adapter of a namespace (`eip155()`, `solana()`), or undefined when it added none. */
export function findAdapter(p: Portico, namespace: string | undefined): NamespaceAdapter | undefined {
  return p.$options.get().adapters.find((adapter) => adapter.namespace === namespace)
}
