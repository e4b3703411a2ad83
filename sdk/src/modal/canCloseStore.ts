import { computed, type ReadableAtom } from 'nanostores'
import type { Portico } from '../instance/types'
import { canClose } from './canClose'

const stores = new WeakMap<Portico, ReadableAtom<boolean>>()

/** What `canCloseStore` returns. */
export type CanCloseStoreReturnType = ReadableAtom<boolean>

/**
 * Whether `close` would close the modal now (`canClose`), as a store: computed from the view, the sign-in, the send
 * and the swap, one per instance, made on first use (not by `createPortico`, so an app that never asks pays nothing).
 *
 * @example
 * canCloseStore(portico).subscribe((dismissible) => closeButton.toggleAttribute('aria-disabled', !dismissible))
 */
export function canCloseStore(p: Portico): ReadableAtom<boolean> {
  let store = stores.get(p)
  if (!store) {
    store = computed([p.$router, p.$siwx, p.$send, p.$swap], () => canClose(p))
    stores.set(p, store)
  }
  return store
}

/** The error codes `canCloseStore` can throw. */
export type CanCloseStoreErrorType = 'INVALID_PARAMETER'
