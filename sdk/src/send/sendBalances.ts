import { nativeBalance } from '../account/nativeBalance'
import type { TokenBalance } from '../chains/types'
import type { Portico } from '../portico/types'
import type { CaipNetwork } from '../networks/types'
import { toUnits } from './toUnits'
import { balancesStore } from '../account/balancesStore'

/** A token's balance in base units, from its quantity. */
export function tokenUnits(token: TokenBalance): bigint {
  return toUnits(token.quantity.numeric, Number(token.quantity.decimals))
}

/** The account's native balance on the network in base units, from `$balances`. */
export function nativeUnits(p: Portico, network: CaipNetwork): bigint {
  return toUnits(nativeBalance(balancesStore(p).get().balances, network).balance, network.nativeCurrency.decimals)
}
