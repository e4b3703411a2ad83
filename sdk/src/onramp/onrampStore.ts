import { atom, type WritableAtom } from 'nanostores'
import { ONRAMP_DEFAULT_PAYMENT_CURRENCY, ONRAMP_DEFAULT_PURCHASE_CURRENCY } from '../constants'
import type { OnrampState } from './types'

/** Makes the buy flow's data of an instance (`portico.$onramp`), on its first read (`instance/entryStores.ts`). */
export const createOnrampStore = (): WritableAtom<OnrampState> =>
  atom<OnrampState>({
    purchaseCurrency: ONRAMP_DEFAULT_PURCHASE_CURRENCY,
    paymentCurrency: ONRAMP_DEFAULT_PAYMENT_CURRENCY,
    paymentAmount: '',
    status: { options: 'idle', quote: 'idle', url: 'idle' },
  })
