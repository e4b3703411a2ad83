import { atom, type WritableAtom } from 'nanostores'
import type { Portico } from '../instance/types'
import { entryStore } from '../stores/entryStore'
import { ONRAMP_DEFAULT_PAYMENT_CURRENCY, ONRAMP_DEFAULT_PURCHASE_CURRENCY } from '../constants'
import type { OnrampState } from './types'

/** The buy flow's data as it starts. */
export function initialOnrampState(): OnrampState {
  return {
    purchaseCurrency: ONRAMP_DEFAULT_PURCHASE_CURRENCY,
    paymentCurrency: ONRAMP_DEFAULT_PAYMENT_CURRENCY,
    paymentAmount: '',
    status: { options: 'idle', quote: 'idle', url: 'idle' },
  }
}

/**
 * The buy flow's data of an instance (`portico.$onramp`), made on first use by its entry and kept by the instance.
 *
 * @example
 * onrampStore(portico).get()
 */
export function onrampStore(p: Portico): WritableAtom<OnrampState> {
  return entryStore(p, onrampStore, () => atom(initialOnrampState()))
}
