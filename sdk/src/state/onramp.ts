import { ONRAMP_DEFAULT_PAYMENT_CURRENCY, ONRAMP_DEFAULT_PURCHASE_CURRENCY } from '../constants'
import type { OnrampState } from '../onramp/types'

export function initialOnrampState(): OnrampState {
  return {
    purchaseCurrency: ONRAMP_DEFAULT_PURCHASE_CURRENCY,
    paymentCurrency: ONRAMP_DEFAULT_PAYMENT_CURRENCY,
    paymentAmount: '',
    status: { options: 'idle', quote: 'idle', url: 'idle' },
  }
}
