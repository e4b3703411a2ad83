import { unitsToDecimal } from '../format/unitsToDecimal'
import { plainAddress } from '../caip/plainAddress'
import type { SwapQuote } from '../api/schemas/convert'
import { PorticoError } from '../errors'
import { toUnits } from '../send/toUnits'
import { onSupportedNetwork } from '../api/instance/onSupportedNetwork'
import { isNativeSwapToken } from './isNativeSwapToken'
import { isPositiveAmount } from './isPositiveAmount'
import { prepareSwap } from './prepareSwap'
import { quoteKey } from './quoteKey'
import { swapFigures } from './swapFigures'
import { swapInputError } from './swapInputError'
import { serviceInteger } from './swapTransaction'
import { setSwapStatus, updateSwap } from './updateSwap'
import type { ServiceErrorType } from '../api/http/serviceErrorType'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'
import { swapStore } from './swapStore'

/** What `fetchSwapQuote` returns. */
export type FetchSwapQuoteReturnType = SwapQuote | undefined

/**
 * Quotes the current amount and tokens, then prepares the transactions (allowance, approval, swap) and computes
 * the figures (network fee, price impact, slippage, provider fee). Never races: when the amount or a token has
 * changed while an answer was on its way, that answer (or its failure) is dropped and undefined returned; only
 * the answer for the current inputs reaches `$swap`.
 *
 * @example
 * const quote = await fetchSwapQuote(portico) // for the amount and tokens of portico.$swap
 */
export function fetchSwapQuote(p: Portico): Promise<SwapQuote | undefined> {
  return runAction(p, async (p) => {
    const state = swapStore(p).get()
    const { sourceToken, toToken, sourceTokenAmount } = state
    if (!sourceToken || !toToken || !isPositiveAmount(sourceTokenAmount)) {
      updateSwap(p, { quote: undefined, toTokenAmount: '', inputError: undefined })
      setSwapStatus(p, 'quote', 'idle')
      return undefined
    }
    const key = quoteKey(state)
    const current = () => quoteKey(swapStore(p).get()) === key
    const userAddress = p.$account.get().caipAddress
    if (!userAddress) throw new PorticoError('NOT_CONNECTED', { params: { namespace: 'eip155' } })
    const amount = toUnits(sourceTokenAmount, sourceToken.decimals)
    const leg = { from: sourceToken.address, to: toToken.address, amount, userAddress }

    setSwapStatus(p, 'quote', 'pending')
    try {
      const {
        value: [quote],
      } = await onSupportedNetwork(p, [], (blockchain) =>
        // The account as a plain address, as the service's own client sends it (the service does not read it).
        blockchain.getConvertQuotes({
          ...leg,
          userAddress: plainAddress(userAddress),
          amount: amount.toString(),
          gasPrice: String(state.gasPrice ?? 0n),
        }),
      )
      if (!current()) return undefined
      if (!quote) {
        updateSwap(p, { quote: undefined, toTokenAmount: '' })
        setSwapStatus(p, 'quote', 'success')
        return undefined
      }
      const toTokenAmount = unitsToDecimal(serviceInteger(quote.toAmount, 'toAmount'), toToken.decimals)
      updateSwap(p, { quote, toTokenAmount, inputError: swapInputError(swapStore(p).get()) })
      const prepared = await prepareSwap(p, leg, isNativeSwapToken(sourceToken))
      if (!current()) return undefined
      const latest = swapStore(p).get()
      const gas = (prepared.approvalTransaction?.gas ?? 0n) + (prepared.swapTransaction?.gas ?? 0n)
      const figures = swapFigures({
        sourceAmount: Number(sourceTokenAmount),
        sourcePriceInUSD: latest.sourceTokenPriceInUSD,
        toAmount: Number(toTokenAmount),
        toPriceInUSD: latest.toTokenPriceInUSD,
        gas,
        gasPrice: latest.gasPrice ?? prepared.swapTransaction?.gasPrice ?? 0n,
        networkPrice: latest.networkPrice,
        nativeDecimals: p.$network.get().caipNetwork?.nativeCurrency.decimals ?? 18,
      })
      updateSwap(p, { ...prepared, ...figures })
      setSwapStatus(p, 'quote', 'success')
      return quote
    } catch (error) {
      if (!current()) return undefined
      setSwapStatus(p, 'quote', 'error')
      throw error
    }
  })
}

/** The error codes `fetchSwapQuote` can throw. */
export type FetchSwapQuoteErrorType =
  | ServiceErrorType
  | 'ACTION_FAILED'
  | 'INVALID_AMOUNT'
  | 'INVALID_PARAMETER'
  | 'NOT_CONNECTED'
