import { describe, expect, it } from 'vitest'
import { PorticoError } from '../errors'
import { toPorticoError } from './toPorticoError'

describe('toPorticoError', () => {
  it("makes a wallet's refusal 'USER_REJECTED' whichever way the wallet said it, the original kept as the cause", () => {
    const refusals = [
      Object.assign(new Error('User rejected the request.'), { code: 4001 }),
      { code: 5000, message: 'User rejected.' },
      new Error('MetaMask Tx Signature: User denied transaction signature.'),
    ]
    for (const refusal of refusals)
      expect(toPorticoError(refusal)).toMatchObject({
        code: 'USER_REJECTED',
        message: 'User rejected the request',
        cause: refusal,
      })
  })

  it("wraps anything else as 'ACTION_FAILED' with its message, and keeps a PorticoError as it is", () => {
    const failure = new Error('execution reverted')
    expect(toPorticoError(failure, 'API_ERROR')).toMatchObject({
      code: 'ACTION_FAILED',
      category: 'API_ERROR',
      cause: failure,
    })
    expect(toPorticoError(failure).message).toContain('execution reverted')
    const known = new PorticoError('NOT_CONNECTED', { params: { namespace: 'eip155' } })
    expect(toPorticoError(known)).toBe(known)
  })
})
