// The amount rules the send form shows while the user types, and the ones sending enforces, are the same rules.
import { describe, expect, it } from 'vitest'
import { setCaipAddress } from '../chains/setCaipAddress'
import { testNetworks, testPortico } from '@portico-examples/test-support/portico/testPortico'
import { amountInUSD } from './amountInUSD'
import { balanceIssue, typedUnits } from './amountIssue'
import { sendAmountIssue } from './sendAmountIssue'
import { sendAmountIssueStore } from './sendAmountIssueStore'
import { setSendAmount } from './setSendAmount'
import { setSendToken } from './setSendToken'
import { updateSend } from './updateSend'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const chainId = testNetworks.ethereum.caipNetworkId
const eth = {
  name: 'Ether',
  symbol: 'ETH',
  chainId,
  price: 3000,
  iconUrl: '',
  quantity: { decimals: '18', numeric: '2' },
}
const usdc = {
  ...eth,
  name: 'USD Coin',
  symbol: 'USDC',
  address: `${chainId}:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48`,
  price: 1,
  quantity: { decimals: '6', numeric: '100' },
}

function portico(balances = [eth, usdc]) {
  const p = testPortico()
  setCaipAddress(p, `${chainId}:${ADDRESS}`, 'eip155')
  p.$balances.set({ status: 'success', balances })
  return p
}

describe('typed amounts', () => {
  it('are base units, or say why not', () => {
    expect(typedUnits('1.5', 6)).toEqual({ units: 1_500_000n })
    expect(typedUnits('1.500000000', 6)).toEqual({ units: 1_500_000n })
    expect(typedUnits('0.0000001', 6)).toEqual({ issue: 'tooManyDecimals' })
    expect(typedUnits('-1', 6)).toEqual({ issue: 'invalid' })
    expect(typedUnits('1,5', 6)).toEqual({ issue: 'invalid' })
  })

  it('may not exceed the balance, nor leave too little for the fee', () => {
    expect(balanceIssue({ amount: 11n, balance: 10n })).toBe('aboveBalance')
    expect(balanceIssue({ amount: 10n, balance: 10n })).toBeUndefined()
    expect(balanceIssue({ amount: 10n, balance: 10n, fee: 1n, native: true, nativeBalance: 10n })).toBe('feeNotCovered')
    expect(balanceIssue({ amount: 9n, balance: 10n, fee: 1n, native: true, nativeBalance: 10n })).toBeUndefined()
    expect(balanceIssue({ amount: 10n, balance: 10n, fee: 5n, native: false, nativeBalance: 4n })).toBe('feeNotCovered')
  })

  it('value in USD at the token price', () => {
    expect(amountInUSD(eth, '0.5')).toBe(1500)
    expect(amountInUSD(eth, 'x')).toBeUndefined()
    expect(amountInUSD(eth, undefined)).toBeUndefined()
  })
})

describe('sendAmountIssue: the amount field’s error from $send', () => {
  it('says nothing before a token and an amount are there', () => {
    const p = portico()
    expect(sendAmountIssue(p)).toBeUndefined()
    setSendAmount(p, { amount: '5' })
    expect(sendAmountIssue(p)).toBeUndefined()
    setSendToken(p, { token: eth })
    setSendAmount(p, { amount: ' ' })
    expect(sendAmountIssue(p)).toBeUndefined()
  })

  it('checks what is typed against the token: decimals and balance', () => {
    const p = portico()
    setSendToken(p, { token: usdc })
    setSendAmount(p, { amount: '100' })
    expect(sendAmountIssue(p)).toBeUndefined()
    setSendAmount(p, { amount: '100.000001' })
    expect(sendAmountIssue(p)).toBe('aboveBalance')
    setSendAmount(p, { amount: '1.0000001' })
    expect(sendAmountIssue(p)).toBe('tooManyDecimals')
    setSendAmount(p, { amount: 'abc' })
    expect(sendAmountIssue(p)).toBe('invalid')
  })

  it('checks the native balance against an estimated fee, which a new token drops', () => {
    const p = portico()
    setSendToken(p, { token: eth })
    setSendAmount(p, { amount: '2' })
    updateSend(p, { fee: { units: 1n, amount: '0.000000000000000001', symbol: 'ETH' } })
    expect(sendAmountIssue(p)).toBe('feeNotCovered')
    setSendToken(p, { token: usdc })
    expect(p.$send.get().fee).toBeUndefined()
    setSendAmount(p, { amount: '1' })
    updateSend(p, { fee: { units: 3n * 10n ** 18n, amount: '3', symbol: 'ETH' } })
    expect(sendAmountIssue(p)).toBe('feeNotCovered')
  })
})

describe('sendAmountIssueStore: the same rule as a store', () => {
  it('follows what is typed and a reload of the balances (the fee no longer covered)', () => {
    const p = portico()
    const issue = sendAmountIssueStore(p)
    expect(sendAmountIssueStore(p)).toBe(issue)
    const seen: (string | undefined)[] = []
    const stop = issue.subscribe((value) => seen.push(value))
    setSendToken(p, { token: usdc })
    setSendAmount(p, { amount: '1' })
    setSendAmount(p, { amount: '1.0000001' })
    setSendAmount(p, { amount: '1' })
    updateSend(p, { fee: { units: 10n ** 18n, amount: '1', symbol: 'ETH' } })
    p.$balances.set({ status: 'success', balances: [{ ...eth, quantity: { ...eth.quantity, numeric: '0.5' } }, usdc] })
    stop()
    expect(seen).toEqual([undefined, 'tooManyDecimals', undefined, 'feeNotCovered'])
  })
})
