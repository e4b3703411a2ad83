import type { Portico, WritablePortico } from '../portico/types'

/**
 * The store (or any value) `create` makes for this instance under `key`: made on the first call, kept by the instance
 * (`portico.entryStores`) and returned by every later call. It is how an entry owns its stores and the stores it
 * derives from others: its own code makes them on first use, one per instance, and `createPortico` builds none.
 * The key is the function that asks, so no two entries share a store.
 *
 * @example
 * export function canCloseStore(p: Portico): ReadableAtom<boolean> {
 *   return entryStore(p, canCloseStore, () => computed([p.$router, p.$send], () => canClose(p)))
 * }
 */
export function entryStore<Value>(p: Portico, key: object, create: (p: WritablePortico) => Value): Value {
  const made = p.entryStores
  if (!made.has(key)) made.set(key, create(p as WritablePortico))
  return made.get(key) as Value
}
