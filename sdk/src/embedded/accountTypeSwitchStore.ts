import { computed, type ReadableAtom } from 'nanostores'
import type { Portico } from '../portico/types'
import { accountTypeSwitch, type AccountTypeSwitchReturnType } from './accountTypeSwitch'

const stores = new WeakMap<Portico, ReadableAtom<AccountTypeSwitchReturnType>>()

/** What `accountTypeSwitchStore` returns. */
export type AccountTypeSwitchStoreReturnType = ReadableAtom<AccountTypeSwitchReturnType>

/**
 * The account-type switch to offer (`accountTypeSwitch`), as a store: computed from the account, the network and
 * the chains' state, one per instance, made on first use.
 *
 * @example
 * accountTypeSwitchStore(portico).subscribe((offer) => (switchButton.hidden = !offer))
 */
export function accountTypeSwitchStore(p: Portico): ReadableAtom<AccountTypeSwitchReturnType> {
  let store = stores.get(p)
  if (!store) {
    store = computed([p.$account, p.$network, p.$chains], () => accountTypeSwitch(p))
    stores.set(p, store)
  }
  return store
}

/** The error codes `accountTypeSwitchStore` can throw: none. */
export type AccountTypeSwitchStoreErrorType = never
