import type { ReadableAtom, WritableAtom } from 'nanostores'

/**
 * One Portico as the SDK's own code holds it: the object `createPortico` made, with its stores writable. Only the
 * SDK's actions write them; an app gets the read-only `Portico`.
 *
 * Each domain adds its own stores to this interface (declaration merging), so this file names no domain and every
 * folder can name the instance: the core's stores are added by `instance/types.ts`, each entry's by its entry (`$send`
 * in `send/types.ts`). An app sees an entry's store once it imports that entry.
 *
 * @example
 * declare module '../portico/types' {
 *   interface WritablePortico {
 *     readonly $send: WritableAtom<SendState>
 *   }
 * }
 */
export interface WritablePortico {
  /**
   * The stores the entries made on first use, by the function that makes each (see `entryStore`): one per instance.
   */
  readonly entryStores: Map<unknown, unknown>
}

/**
 * One Portico: it owns all of its state; two instances share nothing. Its stores are read-only (`.get()`,
 * `.subscribe()`, `.listen()`): they change through the SDK's actions.
 *
 * @example
 * const portico = createPortico({ projectId, networks: [mainnet] })
 * portico.$account.subscribe(({ address, status }) => console.log(status, address))
 * open(portico)
 */
export type Portico = {
  readonly [K in keyof WritablePortico]: WritablePortico[K] extends WritableAtom<infer Value>
    ? ReadableAtom<Value>
    : WritablePortico[K]
}
