import type { WritablePortico } from '../portico/types'
import { reset } from './reset'
import type { View } from './views'

/**
 * Opens the modal on `view` as its only history entry, without the choices of `open` (no opening rules, no
 * namespace): for the SDK's own rules that must show one view, such as UnsupportedChain for a network the app did not
 * ask for. It lives beside the history so that the chains can show a view without depending on the modal's actions.
 */
export function showView(p: WritablePortico, view: View): void {
  reset(p, { view })
  p.$modal.set({ ...p.$modal.get(), open: true, namespace: undefined })
}
