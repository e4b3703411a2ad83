import { computed, type ReadableAtom } from 'nanostores'
import type { Portico } from '../instance/types'
import { sendAmountIssue, type SendAmountIssueReturnType } from './sendAmountIssue'

const stores = new WeakMap<Portico, ReadableAtom<SendAmountIssueReturnType>>()

/** What `sendAmountIssueStore` returns. */
export type SendAmountIssueStoreReturnType = ReadableAtom<SendAmountIssueReturnType>

/**
 * What is wrong with the amount typed in `$send` (`sendAmountIssue`), as a store: computed from the send form,
 * the network and the balances it reads, one per instance, made on first use.
 *
 * @example
 * sendAmountIssueStore(portico).subscribe((issue) => showFieldError(issue)) // undefined when it can be sent
 */
export function sendAmountIssueStore(p: Portico): ReadableAtom<SendAmountIssueReturnType> {
  let store = stores.get(p)
  if (!store) {
    store = computed([p.$send, p.$network, p.$balances], () => sendAmountIssue(p))
    stores.set(p, store)
  }
  return store
}

/** The error codes `sendAmountIssueStore` can throw. */
export type SendAmountIssueStoreErrorType = 'INVALID_AMOUNT' | 'INVALID_PARAMETER'
