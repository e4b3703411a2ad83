import { describe, expect, it } from 'vitest'
import { validateSendForm } from './validateSendForm'

const token = { symbol: 'ETH' }
const receiverAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const AMOUNT_AND_RECEIVER = /^An amount and receiver address are required$/
const TOKEN = /^A token is required$/

describe('validateSendForm', () => {
  it('returns the complete form', () => {
    expect(validateSendForm({ amount: '0.5', receiverAddress, token })).toEqual({
      amount: '0.5',
      receiverAddress,
      token,
    })
  })

  it.each([
    ['no amount', { receiverAddress, token }],
    ['an empty amount', { amount: '', receiverAddress, token }],
    ['a zero amount', { amount: 0, receiverAddress, token }],
    ['a negative amount', { amount: '-1', receiverAddress, token }],
    ['an amount that is not a number', { amount: 'abc', receiverAddress, token }],
    ['no receiver', { amount: 1, token }],
    ['a blank receiver', { amount: 1, receiverAddress: '  ', token }],
  ])('requires an amount and a receiver: %s', (_case, form) => {
    expect(() => validateSendForm(form)).toThrow(AMOUNT_AND_RECEIVER)
  })

  it('requires a token', () => {
    expect(() => validateSendForm({ amount: 1, receiverAddress })).toThrow(TOKEN)
    expect(() => validateSendForm({ amount: 1, receiverAddress, token: null })).toThrow(TOKEN)
  })

  it('reports the amount and receiver first when everything is missing', () => {
    expect(() => validateSendForm({})).toThrow(AMOUNT_AND_RECEIVER)
  })

  it('throws PorticoErrors with catalogue codes', () => {
    expect(() => validateSendForm({})).toThrow(expect.objectContaining({ code: 'AMOUNT_AND_RECEIVER_REQUIRED' }))
    expect(() => validateSendForm({ amount: 1, receiverAddress })).toThrow(
      expect.objectContaining({ code: 'TOKEN_REQUIRED' }),
    )
  })
})
