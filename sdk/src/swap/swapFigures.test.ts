import { describe, expect, it } from 'vitest'
import { NATIVE_TOKEN_ADDRESS, SWAP_PROVIDER_FEE_RATE, SWAP_SLIPPAGE } from '../constants'
import { swapFigures } from './swapFigures'
import { swapInputError } from './swapInputError'
import { tokensWithBalance } from './tokensWithBalance'

const CHAIN = 'eip155:31337'
const ETH = {
  name: 'Ether',
  symbol: 'ETH',
  address: `${CHAIN}:${NATIVE_TOKEN_ADDRESS.eip155}`,
  decimals: 18,
  logoUri: '',
}
const USDC = { name: 'USD Coin', symbol: 'USDC', address: `${CHAIN}:0xabc`, decimals: 6, logoUri: '' }
const DAI = { ...USDC, symbol: 'DAI', address: `${CHAIN}:0xdef`, decimals: 18 }

describe('swap figures', () => {
  it('network fee from gas × gas price, in ETH and USD', () => {
    const figures = swapFigures({
      sourceAmount: 1,
      sourcePriceInUSD: 3000,
      toAmount: 2970,
      toPriceInUSD: 1,
      gas: 200_000n,
      gasPrice: 2_000_000_000n,
      networkPrice: 3000,
      nativeDecimals: 18,
    })
    expect(figures.gasFee).toBe('0.0004')
    expect(figures.gasPriceInUSD).toBeCloseTo(1.2, 10)
  })

  it(`price impact in percent of the source's USD value, slippage ${SWAP_SLIPPAGE}% of the received amount, provider fee ${SWAP_PROVIDER_FEE_RATE * 100}% of the source`, () => {
    const figures = swapFigures({
      sourceAmount: 1,
      sourcePriceInUSD: 3000,
      toAmount: 2970,
      toPriceInUSD: 1,
      gas: 0n,
      gasPrice: 0n,
      networkPrice: 3000,
      nativeDecimals: 18,
    })
    expect(figures.priceImpact).toBeCloseTo(1, 10)
    expect(figures.maxSlippage).toBeCloseTo(29.7, 10)
    expect(figures.providerFee).toBeCloseTo(0.0085, 10)
    const gain = swapFigures({
      sourceAmount: 1,
      sourcePriceInUSD: 1,
      toAmount: 2,
      toPriceInUSD: 1,
      gas: 0n,
      gasPrice: 0n,
      networkPrice: 1,
      nativeDecimals: 18,
    })
    expect(gain.priceImpact).toBe(0)
    expect(
      swapFigures({
        sourceAmount: 1,
        sourcePriceInUSD: 0,
        toAmount: 1,
        toPriceInUSD: 1,
        gas: 0n,
        gasPrice: 0n,
        networkPrice: 1,
        nativeDecimals: 18,
      }).priceImpact,
    ).toBe(0)
  })
})

describe('tokens held and the amount', () => {
  const eth = {
    name: 'Ether',
    symbol: 'ETH',
    chainId: CHAIN,
    price: 3000,
    iconUrl: '',
    quantity: { decimals: '18', numeric: '2' },
  }
  const usdc = {
    ...eth,
    symbol: 'USDC',
    address: USDC.address.toUpperCase().replace('EIP155', 'eip155'),
    price: 1,
    value: 10,
    quantity: { decimals: '6', numeric: '10' },
  }

  it('lists the swap tokens the account holds (native by its missing address), with balance and value', () => {
    const held = tokensWithBalance([ETH, USDC, DAI], [eth, usdc])
    expect(held.map((t) => [t.symbol, t.quantity.numeric, t.value])).toEqual([
      ['ETH', '2', 6000],
      ['USDC', '10', 10],
    ])
  })

  it('flags an amount above the balance of the source token', () => {
    const myTokensWithBalance = tokensWithBalance([ETH, USDC], [eth, usdc])
    expect(swapInputError({ sourceToken: USDC, sourceTokenAmount: '10', myTokensWithBalance })).toBeUndefined()
    expect(swapInputError({ sourceToken: USDC, sourceTokenAmount: '10.000001', myTokensWithBalance })).toBe(
      'Invalid amount 10.000001: more than the balance',
    )
    expect(swapInputError({ sourceToken: DAI, sourceTokenAmount: '1', myTokensWithBalance })).toBe(
      'Invalid amount 1: more than the balance',
    )
    expect(swapInputError({ sourceToken: ETH, sourceTokenAmount: '2', myTokensWithBalance })).toBeUndefined()
  })
})
