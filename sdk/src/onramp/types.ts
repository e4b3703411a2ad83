import type { WritableAtom } from 'nanostores'
import type { OnrampOptions, OnrampQuote } from '../api/schemas/onramp'
import type { OnrampProviderName } from './onrampProviders'
import type { MutationStatus } from '../mutation/status'
import type { Notice } from '../errors/notice'

/** The on-ramp operations whose progress `$onramp.status` shows. */
export type OnrampOperation = 'options' | 'quote' | 'url'

/** What the user chose in the buy form. */
export interface BuyForm {
  /** The provider chosen; undefined until one is picked (the first offered is used then). */
  provider?: OnrampProviderName | undefined
  /** The crypto to buy (a purchase currency's symbol, 'USDC'). */
  purchaseCurrency: string
  /** The fiat to pay with (a payment currency's id, 'USD'). */
  paymentCurrency: string
  /** The fiat amount, as typed. */
  paymentAmount: string
}

/** `portico.$onramp`: the data of the buy flow and the buy form. */
export interface OnrampState extends BuyForm {
  /** Currencies that can be bought and paid with; the built-in sample when the service fails. */
  options?: OnrampOptions | undefined
  /** The last quote, for the current form only; one echoing the amount (a fallback quote) when the service fails. */
  quote?: OnrampQuote | undefined
  /** Why the last quote asked by `refreshBuyQuote` failed (code and English); cleared by the next change. */
  quoteError?: Notice | undefined
  /** The last checkout URL generated. */
  url?: string | undefined
  /**
   * The purchase since the checkout opened (`watchPurchase`): 'waiting' until the bought currency arrives in the
   * account, then 'arrived' with the amount received.
   */
  purchase?: { status: 'waiting' } | { status: 'arrived'; amount: string; currency: string } | undefined
  status: Record<OnrampOperation, MutationStatus>
}

declare module '../portico/types' {
  /** The stores this entry owns, made on their first read (`instance/entryStores.ts`), one per instance. */
  interface WritablePortico {
    /** The buy flow's data (actions in `@portico/sdk/onramp`). */
    readonly $onramp: WritableAtom<OnrampState>
  }
}
