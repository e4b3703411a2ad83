import { computed, type ReadableAtom } from 'nanostores'
import type { Portico } from '../instance/types'
import { onrampIssue, type OnrampIssueReturnType } from './onrampIssue'

const stores = new WeakMap<Portico, ReadableAtom<OnrampIssueReturnType>>()

/** What `onrampIssueStore` returns. */
export type OnrampIssueStoreReturnType = ReadableAtom<OnrampIssueReturnType>

/**
 * Why buying crypto is not offered right now (`onrampIssue`), as a store: computed from the options and the
 * network, one per instance, made on first use.
 *
 * @example
 * onrampIssueStore(portico).subscribe((issue) => render(issue)) // undefined when buying is possible here
 */
export function onrampIssueStore(p: Portico): ReadableAtom<OnrampIssueReturnType> {
  let store = stores.get(p)
  if (!store) {
    store = computed([p.$options, p.$network], () => onrampIssue(p))
    stores.set(p, store)
  }
  return store
}

/** The error codes `onrampIssueStore` can throw. */
export type OnrampIssueStoreErrorType = never
