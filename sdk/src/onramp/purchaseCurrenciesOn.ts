import { checkParam, listParam, objectParam } from '../validation/checkParam'
import * as v from 'valibot'
import type { OnrampOptions, PurchaseCurrency } from '../api/schemas/onramp'
import type { CaipNetwork } from '../networks/types'
import { onrampChainName } from './onrampChainName'

/** The currencies that can be bought on a network: listed for its chain id, or for its card on-ramp chain name. */
export function purchaseCurrenciesOn(options: OnrampOptions, network: CaipNetwork): PurchaseCurrency[] {
  checkParam('options', objectParam({ purchaseCurrencies: listParam() }), options)
  checkParam('network', objectParam({ name: v.string() }), network)
  const chainName = onrampChainName(network)
  return options.purchaseCurrencies.filter((currency) =>
    currency.networks.some((n) => n.chain_id === String(network.id) || n.name === chainName),
  )
}
