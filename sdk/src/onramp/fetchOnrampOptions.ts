import type { OnrampOptions } from '../api/schemas/onramp'
import { runOnrampOperation } from './runOnrampOperation'
import type { ServiceErrorType } from '../api/http/serviceErrorType'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** What `fetchOnrampOptions` returns. */
export type FetchOnrampOptionsReturnType = OnrampOptions

/**
 * The currencies that can be bought and paid with (the built-in USD/EUR sample when the service fails).
 *
 * @example
 * const { purchaseCurrencies, paymentCurrencies } = await fetchOnrampOptions(portico)
 */
export function fetchOnrampOptions(p: Portico): Promise<OnrampOptions> {
  return runAction(p, (p) =>
    runOnrampOperation(p, 'options', { paymentCurrencies: [], purchaseCurrencies: [] }, (blockchain) =>
      blockchain.getOnrampOptions(),
    ),
  )
}

/** The error codes `fetchOnrampOptions` can throw. */
export type FetchOnrampOptionsErrorType = ServiceErrorType | 'ACTION_FAILED' | 'INVALID_PARAMETER'
