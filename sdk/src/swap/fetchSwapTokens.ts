import { fetchBalances } from '../account/fetchBalances'
import { withStatus } from '../mutation/status'
import { onSupportedNetwork } from '../api/instance/onSupportedNetwork'
import { fetchSwapGasPrice } from './fetchSwapGasPrice'
import { initialSwapState } from './swapStore'
import { isNativeSwapToken } from './isNativeSwapToken'
import { priceOf } from './priceOf'
import { swapNetwork } from './swapNetwork'
import { tokensWithBalance } from './tokensWithBalance'
import type { SwapState } from './types'
import { setSwapStatus, updateSwap } from './updateSwap'
import type { ServiceErrorType } from '../api/http/serviceErrorType'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'
import { swapStore } from './swapStore'

/** What `fetchSwapTokens` returns. */
export type FetchSwapTokensReturnType = SwapState

/**
 * Loads the swap on the active network ('Network not supported for Swaps' elsewhere): its tokens, their prices,
 * the account's tokens with a balance, and the gas price. The form starts over with the native coin as the source.
 *
 * @example
 * const { tokens } = await fetchSwapTokens(portico)
 */
export function fetchSwapTokens(p: Portico): Promise<SwapState> {
  return runAction(p, async (p) => {
    const network = await swapNetwork(p)
    swapStore(p).set({ ...initialSwapState(), caipNetworkId: network.caipNetworkId })
    return withStatus(
      (status) => setSwapStatus(p, 'initialize', status),
      async () => {
        const { value: tokens } = await onSupportedNetwork(p, [], (blockchain) =>
          blockchain.getConvertTokens(network.caipNetworkId),
        )
        const [{ value: prices }, balances] = await Promise.all([
          onSupportedNetwork(p, [], (blockchain) => blockchain.getTokenPrices(tokens.map((t) => t.address))),
          fetchBalances(p),
          fetchSwapGasPrice(p),
        ])
        const tokensPriceMap = Object.fromEntries(
          prices.flatMap((price) => (price.address ? [[price.address.toLowerCase(), price.price] as const] : [])),
        )
        const native = tokens.find(isNativeSwapToken)
        updateSwap(p, {
          tokens,
          tokensPriceMap,
          myTokensWithBalance: tokensWithBalance(tokens, balances),
          sourceToken: native,
          sourceTokenPriceInUSD: priceOf(tokensPriceMap, native),
          networkPrice: priceOf(tokensPriceMap, native),
          networkTokenSymbol: native?.symbol ?? network.nativeCurrency.symbol,
        })
        return swapStore(p).get()
      },
    )
  })
}

/** The error codes `fetchSwapTokens` can throw. */
export type FetchSwapTokensErrorType =
  | ServiceErrorType
  | 'ACTION_FAILED'
  | 'CHAIN_ADAPTER_NOT_FOUND'
  | 'CHAIN_REQUIRED_FOR_ACCOUNT_DATA'
  | 'HTTP_STATUS'
  | 'INVALID_PARAMETER'
  | 'USER_REJECTED'
