import { checkParam, objectParam, unitsParam } from '../validation/checkParam'
import * as v from 'valibot'
import { unitsToDecimal } from '../format/unitsToDecimal'
import { SWAP_PROVIDER_FEE_RATE, SWAP_SLIPPAGE } from '../constants'

/** What the swap's figures are worked out from: the quote, the tokens and the gas price. */
export interface SwapFigureInputs {
  /** Whole units of the source token. */
  sourceAmount: number
  sourcePriceInUSD: number
  /** Whole units of the received token, as quoted. */
  toAmount: number
  toPriceInUSD: number
  /** Gas of the transactions to send (approval plus swap). */
  gas: bigint
  /** Wei per gas. */
  gasPrice: bigint
  /** The native token's price in USD. */
  networkPrice: number
  nativeDecimals: number
}

/** The swap's figures the view shows: amounts, price impact, network and provider fees. */
export interface SwapFigures {
  gasFee: string
  gasPriceInUSD: number
  priceImpact: number
  maxSlippage: number
  providerFee: number
}

/**
 * The figures the swap view shows: the network fee (gas × gas price, in native units and USD), the price impact
 * (percent of the source's USD value not found in the received token's, never below 0), the most slippage may
 * cost (SWAP_SLIPPAGE percent of the received amount) and the provider fee (SWAP_PROVIDER_FEE_RATE of the source
 * amount).
 */
export function swapFigures(inputs: SwapFigureInputs): SwapFigures {
  checkParam('inputs', objectParam({ gas: unitsParam(), gasPrice: unitsParam(), nativeDecimals: v.number() }), inputs)
  const gasFee = unitsToDecimal(inputs.gas * inputs.gasPrice, inputs.nativeDecimals)
  const sourceUSD = inputs.sourceAmount * inputs.sourcePriceInUSD
  const toUSD = inputs.toAmount * inputs.toPriceInUSD
  return {
    gasFee,
    gasPriceInUSD: Number(gasFee) * inputs.networkPrice,
    priceImpact: sourceUSD > 0 ? Math.max(0, (1 - toUSD / sourceUSD) * 100) : 0,
    maxSlippage: (inputs.toAmount * SWAP_SLIPPAGE) / 100,
    providerFee: inputs.sourceAmount * SWAP_PROVIDER_FEE_RATE,
  }
}
