import { computed, type ReadableAtom } from 'nanostores'
import type { Portico } from '../portico/types'
import { entryStore } from '../stores/entryStore'
import { onrampIssue, type OnrampIssueReturnType } from './onrampIssue'

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
  return entryStore(p, onrampIssueStore, () => computed([p.$options, p.$network], () => onrampIssue(p)))
}

/** The error codes `onrampIssueStore` can throw. */
export type OnrampIssueStoreErrorType = never
