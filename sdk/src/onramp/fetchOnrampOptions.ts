import type { OnrampOptions } from '../api/schemas/onramp'
import type { WritablePortico } from '../instance/types'
import { defineAction } from '../telemetry/defineAction'
import { runOnrampOperation } from './runOnrampOperation'
import type { ServiceErrorType } from '../api/http/serviceErrorType'

/** What `fetchOnrampOptions` returns. */
export type FetchOnrampOptionsReturnType = OnrampOptions

/**
 * The currencies that can be bought and paid with (the built-in USD/EUR sample when the service fails).
 *
 * @example
 * const { purchaseCurrencies, paymentCurrencies } = await fetchOnrampOptions(portico)
 */
export const fetchOnrampOptions = defineAction(
  (p: WritablePortico): Promise<OnrampOptions> =>
    runOnrampOperation(p, 'options', { paymentCurrencies: [], purchaseCurrencies: [] }, (blockchain) =>
      blockchain.getOnrampOptions(),
    ),
)

/** The error codes `fetchOnrampOptions` can throw. */
export type FetchOnrampOptionsErrorType = ServiceErrorType | 'ACTION_FAILED' | 'INVALID_PARAMETER'
