import type { OnrampOptions, OnrampQuote } from '../api/schemas/onramp'
import type { MutationStatus } from '../mutation/status'

/** The on-ramp operations whose progress `$onramp.status` shows. */
export type OnrampOperation = 'options' | 'quote' | 'url'

/** `portico.$onramp`: the data of the buy flow (the flow itself belongs to the buy feature). */
export interface OnrampState {
  /** Currencies that can be bought and paid with; the built-in sample when the service fails. */
  options?: OnrampOptions | undefined
  /** The last quote; one echoing the amount (a fallback quote) when the service fails. */
  quote?: OnrampQuote | undefined
  /** The last checkout URL generated. */
  url?: string | undefined
  status: Record<OnrampOperation, MutationStatus>
}
