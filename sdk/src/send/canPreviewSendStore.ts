import { computed, type ReadableAtom } from 'nanostores'
import type { Portico } from '../portico/types'
import { entryStore } from '../stores/entryStore'
import { canPreviewSend } from './canPreviewSend'
import { balancesStore } from '../account/balancesStore'
import { sendStore } from './sendStore'

/** What `canPreviewSendStore` returns. */
export type CanPreviewSendStoreReturnType = ReadableAtom<boolean>

/**
 * Whether the send form can go to its preview (`canPreviewSend`), as a store: computed from the send form, the
 * network and the balances it reads, one per instance, made on first use.
 *
 * @example
 * canPreviewSendStore(portico).subscribe((ready) => { previewButton.disabled = !ready })
 */
export function canPreviewSendStore(p: Portico): ReadableAtom<boolean> {
  return entryStore(p, canPreviewSendStore, () =>
    computed([sendStore(p), p.$network, balancesStore(p)], () => canPreviewSend(p)),
  )
}

/** The error codes `canPreviewSendStore` can throw. */
export type CanPreviewSendStoreErrorType = 'INVALID_AMOUNT' | 'INVALID_PARAMETER'
