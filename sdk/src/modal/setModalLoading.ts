import type { Namespace } from '../constants'
import { defineAction } from '../telemetry/defineAction'

/** Marks a namespace (or the modal as a whole) as loading or done; `loading` is true while any is loading. */
export const setModalLoading = /* @__PURE__ */ defineAction((p, loading: boolean, namespace?: Namespace) => {
  const state = p.$modal.get()
  const key = namespace ?? p.$activeNamespace.get()
  const loadingNamespaces = key ? { ...state.loadingNamespaces, [key]: loading } : state.loadingNamespaces
  const anyLoading = Object.values(loadingNamespaces).some(Boolean)
  p.$modal.set({ ...state, loadingNamespaces, loading: key ? anyLoading : loading })
})
