import type { ReadableAtom } from 'nanostores'
import { useCallback, useRef, useSyncExternalStore } from 'react'

/**
 * The value of a nanostores store, rendering again when it changes: `@nanostores/react`'s `useStore` without its
 * `keys` and `ssr` options, which the kit does not use and whose `listenKeys` would ship in every app's start. The
 * snapshot is the store's value at render; a change between render and subscription is caught when subscribing. On
 * a server and while hydrating it is the store's value too, so both renders agree.
 */
export function useStore<Value>(store: ReadableAtom<Value>): Value {
  const snapshot = useRef<Value>(undefined as Value)
  snapshot.current = store.get()
  const subscribe = useCallback(
    (onChange: () => void) => {
      const update = (value: Value) => {
        if (snapshot.current === value) return
        snapshot.current = value
        onChange()
      }
      update(store.get())
      return store.listen(update)
    },
    [store],
  )
  const read = () => snapshot.current
  return useSyncExternalStore(subscribe, read, read)
}
