import { describe, expect, it } from 'vitest'
import { isBatchedCallRequest } from './isBatchedCallRequest'

const to = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('isBatchedCallRequest', () => {
  it('accepts a call with a 0x target, with or without 0x data', () => {
    expect(isBatchedCallRequest({ to })).toBe(true)
    expect(isBatchedCallRequest({ to, data: '0xa9059cbb' })).toBe(true)
    expect(isBatchedCallRequest({ to, data: '0x', value: '0x1' })).toBe(true)
  })

  it.each([
    ['no to', { data: '0x' }],
    ["a 'to' without 0x", { to: to.slice(2) }],
    ['data without 0x', { to, data: 'a9059cbb' }],
    ['data that is not a string', { to, data: 1 }],
    ['not an object', to],
  ])('rejects %s', (_case, value) => {
    expect(isBatchedCallRequest(value)).toBe(false)
  })
})
