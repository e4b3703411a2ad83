import { describe, expect, it } from 'vitest'
import { isUserRejection } from './isUserRejection'

describe('isUserRejection', () => {
  it.each([
    ['EIP-1193 code 4001', { code: 4001, message: 'nope' }],
    ['WalletConnect code 5000', { code: 5000, message: 'nope' }],
    ['a "user rejected" message', new Error('User rejected the request.')],
    ['a "user cancelled" message', new Error('The user cancelled')],
    ['a "user canceled" message', 'user canceled'],
    ['Keplr’s "Request rejected"', new Error('Request rejected')],
    ['an extension’s bare "Rejected"', new Error('Rejected')],
    ['an extension’s bare "Cancelled"', new Error('Cancelled')],
    ['a rejection wrapped as the cause', new Error('Action failed', { cause: { code: 4001 } })],
  ])('recognises %s', (_name, error) => {
    expect(isUserRejection(error)).toBe(true)
  })

  it.each([
    ['another wallet code', { code: 4100, message: 'Unauthorized' }],
    ['another message', new Error('Internal JSON-RPC error')],
    ['a message that only mentions a rejection', new Error('Transaction rejected by the node: nonce too low')],
    ['nothing', undefined],
  ])('does not take %s for a rejection', (_name, error) => {
    expect(isUserRejection(error)).toBe(false)
  })
})
