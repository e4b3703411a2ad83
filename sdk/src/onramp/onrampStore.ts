import { atom, type WritableAtom } from 'nanostores'
import { ONRAMP_DEFAULT_PAYMENT_CURRENCY, ONRAMP_DEFAULT_PURCHASE_CURRENCY } from '../constants'
import type { OnrampState } from './types'
import { defineEntryStore } from '../stores/entryStore'

/** Makes the buy flow's data of an instance (`portico.$onramp`), on its first read (`onrampStore`). */
export const createOnrampStore = (): WritableAtom<OnrampState> =>
  atom<OnrampState>({
    purchaseCurrency: ONRAMP_DEFAULT_PURCHASE_CURRENCY,
    paymentCurrency: ONRAMP_DEFAULT_PAYMENT_CURRENCY,
    paymentAmount: '',
    status: { options: 'idle', quote: 'idle', url: 'idle' },
  })

/** The onramp store of an instance, `portico.$onramp`: made on its first read, by this entry's code. */
export const onrampStore = defineEntryStore('$onramp', createOnrampStore)
