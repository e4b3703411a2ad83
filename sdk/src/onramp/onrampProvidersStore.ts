import { computed, type ReadableAtom } from 'nanostores'
import type { Portico } from '../instance/types'
import { onrampProviders, type OnrampProvidersReturnType } from './onrampProviders'

const stores = new WeakMap<Portico, ReadableAtom<OnrampProvidersReturnType>>()

/** What `onrampProvidersStore` returns. */
export type OnrampProvidersStoreReturnType = ReadableAtom<OnrampProvidersReturnType>

/**
 * The on-ramp providers offered to the user (`onrampProviders`), as a store: computed from the options and the
 * network, one per instance, made on first use.
 *
 * @example
 * onrampProvidersStore(portico).subscribe((providers) => render(providers))
 */
export function onrampProvidersStore(p: Portico): ReadableAtom<OnrampProvidersReturnType> {
  let store = stores.get(p)
  if (!store) {
    store = computed([p.$options, p.$network], () => onrampProviders(p))
    stores.set(p, store)
  }
  return store
}

/** The error codes `onrampProvidersStore` can throw. */
export type OnrampProvidersStoreErrorType = never
