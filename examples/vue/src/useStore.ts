// A nanostores store of the SDK as a Vue ref: the store's value, kept up to date while the component is mounted.
import type { ReadableAtom } from 'nanostores'
import { onScopeDispose, shallowRef, type ShallowRef } from 'vue'

export function useStore<T>(store: ReadableAtom<T>): Readonly<ShallowRef<T>> {
  const value = shallowRef(store.get())
  onScopeDispose(store.subscribe((next) => (value.value = next)))
  return value
}
