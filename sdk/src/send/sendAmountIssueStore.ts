import { computed, type ReadableAtom } from 'nanostores'
import type { Portico } from '../portico/types'
import { entryStore } from '../stores/entryStore'
import { sendAmountIssue, type SendAmountIssueReturnType } from './sendAmountIssue'
import { balancesStore } from '../account/balancesStore'
import { sendStore } from './sendStore'

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
  return entryStore(p, sendAmountIssueStore, () =>
    computed([sendStore(p), p.$network, balancesStore(p)], () => sendAmountIssue(p)),
  )
}

/** The error codes `sendAmountIssueStore` can throw. */
export type SendAmountIssueStoreErrorType = 'INVALID_AMOUNT' | 'INVALID_PARAMETER'
