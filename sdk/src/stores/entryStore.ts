import type { Portico, WritablePortico } from '../portico/types'
import { atom } from 'nanostores'

/**
 * The store (or any value) `create` makes for this instance under `key`: made on the first call, kept by the instance
 * (`portico.entryStores`) and returned by every later call. It is how an entry owns its stores and the stores it
 * derives from others: its own code makes them on first use, one per instance, and `createPortico` builds none.
 * The key is the function that asks, so no two entries share a store.
 *
 * @example
 * export function canPreviewSendStore(p: Portico): ReadableAtom<boolean> {
 *   return entryStore(p, canPreviewSendStore, () => computed([sendStore(p)], () => canPreviewSend(p)))
 * }
 */
export function entryStore<Value>(p: Portico, key: object, create: (p: WritablePortico) => Value): Value {
  const made = p.entryStores
  if (!made.has(key)) made.set(key, create(p as WritablePortico))
  return made.get(key) as Value
}

/** The creators of the stores read as `portico.$name`, each put here by its entry's code when that code loads. */
const creators = new Map<string, (p: WritablePortico) => unknown>()

/** The names of the entries' stores whose code is loaded (`$send`…): it grows as entries load. */
export const $loadedEntryStores = atom<string[]>([])

/**
 * Declares the store an entry owns and the instance shows as `portico.$name` (`$send` in `send/sendStore.ts`): the
 * entry's code reaches it through the function returned, and `portico.$name` finds it once that code is loaded. The
 * core's start carries no entry's store.
 *
 * @example
 * export const sendStore = defineEntryStore('$send', createSendStore)
 */
export function defineEntryStore<Value>(name: string, create: (p: WritablePortico) => Value): (p: Portico) => Value {
  creators.set(name, create)
  $loadedEntryStores.set([...creators.keys()])
  return (p) => entryStore(p, create, create)
}

/** The store `portico.$name` of an entry whose code is loaded, made on this first read; undefined if it is not. */
export function loadedEntryStore<Name extends keyof WritablePortico>(
  p: Portico,
  name: Name,
): WritablePortico[Name] | undefined {
  const create = creators.get(name)
  return create && (entryStore(p, create, create) as WritablePortico[Name])
}
