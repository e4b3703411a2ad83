import { computed, type ReadableAtom } from 'nanostores'
import type { Portico } from '../portico/types'
import { entryStore } from '../stores/entryStore'
import { canClose } from './canClose'

/** What `canCloseStore` returns. */
export type CanCloseStoreReturnType = ReadableAtom<boolean>

/**
 * Whether `close` would close the modal now (`canClose`), as a store: computed from the view, the sign-in, the send
 * and the swap, one per instance, made on first use (`entryStore`: not by `createPortico`, so an app that never
 * asks pays nothing).
 *
 * @example
 * canCloseStore(portico).subscribe((dismissible) => closeButton.toggleAttribute('aria-disabled', !dismissible))
 */
export function canCloseStore(p: Portico): ReadableAtom<boolean> {
  return entryStore(p, canCloseStore, () => computed([p.$router, p.$siwx, p.$send, p.$swap], () => canClose(p)))
}

/** The error codes `canCloseStore` can throw. */
export type CanCloseStoreErrorType = 'INVALID_PARAMETER'
