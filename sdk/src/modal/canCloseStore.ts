import { atom, computed, onMount, type ReadableAtom } from 'nanostores'
import type { Portico } from '../portico/types'
import { $loadedEntryStores, entryStore, loadedEntryStore } from '../stores/entryStore'
import { canClose } from './canClose'

/** What `canCloseStore` returns. */
export type CanCloseStoreReturnType = ReadableAtom<boolean>

/**
 * Whether `close` would close the modal now (`canClose`), as a store: computed from the view, the sign-in, the send
 * and the swap, one per instance, made on first use (`entryStore`: not by `createPortico`, so an app that never
 * asks pays nothing). It follows the sign-in, send and swap entries from the moment their code loads.
 *
 * @example
 * canCloseStore(portico).subscribe((dismissible) => closeButton.toggleAttribute('aria-disabled', !dismissible))
 */
export function canCloseStore(p: Portico): ReadableAtom<boolean> {
  return entryStore(p, canCloseStore, () => {
    const $canClose = atom(true)
    onMount($canClose, () => {
      let stop = () => {}
      const follow = () => {
        stop()
        const entries = [loadedEntryStore(p, '$siwx'), loadedEntryStore(p, '$send'), loadedEntryStore(p, '$swap')]
        const $now = computed([p.$router, ...entries.filter((store) => store !== undefined)], () => canClose(p))
        stop = $now.subscribe((value) => $canClose.set(value))
      }
      const unwatch = $loadedEntryStores.subscribe(follow)
      return () => {
        unwatch()
        stop()
      }
    })
    return $canClose
  })
}

/** The error codes `canCloseStore` can throw. */
export type CanCloseStoreErrorType = never
