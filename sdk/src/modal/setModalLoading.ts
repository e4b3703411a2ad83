import type { Namespace } from '../constants'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** Marks a namespace (or the modal as a whole) as loading or done; `loading` is true while any is loading. */
export function setModalLoading(p: Portico, loading: boolean, namespace?: Namespace) {
  return runAction(p, (p) => {
    const state = p.$modal.get()
    const key = namespace ?? p.$activeNamespace.get()
    const loadingNamespaces = key ? { ...state.loadingNamespaces, [key]: loading } : state.loadingNamespaces
    const anyLoading = Object.values(loadingNamespaces).some(Boolean)
    p.$modal.set({ ...state, loadingNamespaces, loading: key ? anyLoading : loading })
  })
}
