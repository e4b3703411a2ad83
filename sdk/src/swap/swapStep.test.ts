import { describe, expect, it } from 'vitest'
import { initialSwapState } from './swapStore'
import { isPositiveAmount } from './isPositiveAmount'
import { searchSwapTokens } from './searchSwapTokens'
import { swapStep } from './swapStep'
import type { SwapState } from './types'

const ETH = {
  name: 'Ether',
  symbol: 'ETH',
  address: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  decimals: 18,
  logoUri: '',
}
const USDC = { name: 'USD Coin', symbol: 'USDC', address: 'eip155:1:0xa0b8', decimals: 6, logoUri: '' }
const DAI = { name: 'Dai Stablecoin', symbol: 'DAI', address: 'eip155:1:0x6b17', decimals: 18, logoUri: '' }
const QUOTE = { id: null, fromAmount: '1', fromAccount: ETH.address, toAmount: '3000', toAccount: USDC.address }
const TX = { to: '0x1', data: '0x' as const, value: 0n, gas: 1n, gasPrice: 1n }

const form = (changes: Partial<SwapState>): SwapState => ({
  ...initialSwapState(),
  sourceToken: ETH,
  toToken: USDC,
  sourceTokenAmount: '1',
  ...changes,
})
const quoted = { quote: QUOTE, status: { ...initialSwapState().status, quote: 'success' as const } }

describe('swap readiness', () => {
  it('walks the form in the order a user meets it', () => {
    expect(swapStep(form({ status: { ...initialSwapState().status, initialize: 'pending' } }))).toBe('loading')
    expect(swapStep(form({ toToken: undefined }))).toBe('select-token')
    expect(swapStep(form({ sourceTokenAmount: '' }))).toBe('enter-amount')
    expect(swapStep(form({ sourceTokenAmount: '0' }))).toBe('enter-amount')
    expect(swapStep(form({ ...quoted, inputError: 'Invalid amount 1: more than the balance' }))).toBe(
      'insufficient-balance',
    )
    expect(swapStep(form({ status: { ...initialSwapState().status, quote: 'pending' } }))).toBe('quoting')
    expect(swapStep(form({ status: { ...initialSwapState().status, quote: 'error' } }))).toBe('quote-failed')
    expect(swapStep(form({ ...quoted, quote: undefined }))).toBe('no-route')
    expect(swapStep(form({ ...quoted, approvalTransaction: TX }))).toBe('approve')
    expect(swapStep(form(quoted))).toBe('ready')
  })

  it('counts only amounts above zero', () => {
    expect(['0.5', '1', '1.', '00.01'].map(isPositiveAmount)).toEqual([true, true, true, true])
    expect(['', '0', '0.000', '-1', 'abc', '.'].map(isPositiveAmount)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ])
  })
})

describe('token search', () => {
  it('matches symbol or name, trimmed and in any case; everything for an empty search', () => {
    expect(searchSwapTokens([ETH, USDC, DAI], '  usd ').map((t) => t.symbol)).toEqual(['USDC'])
    expect(searchSwapTokens([ETH, USDC, DAI], 'stable').map((t) => t.symbol)).toEqual(['DAI'])
    expect(searchSwapTokens([ETH, USDC, DAI], '   ').map((t) => t.symbol)).toEqual(['ETH', 'USDC', 'DAI'])
    expect(searchSwapTokens([ETH, USDC, DAI], 'btc')).toEqual([])
  })
})
