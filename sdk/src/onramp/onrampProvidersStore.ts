import { computed, type ReadableAtom } from 'nanostores'
import type { Portico } from '../portico/types'
import { entryStore } from '../stores/entryStore'
import { onrampProviders, type OnrampProvidersReturnType } from './onrampProviders'

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
  return entryStore(p, onrampProvidersStore, () => computed([p.$options, p.$network], () => onrampProviders(p)))
}

/** The error codes `onrampProvidersStore` can throw. */
export type OnrampProvidersStoreErrorType = never
