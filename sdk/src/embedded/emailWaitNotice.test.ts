import { describe, expect, it } from 'vitest'
import { emailWaitNotice } from './emailWaitNotice'

describe('emailWaitNotice', () => {
  it("is the spec's e-mail gap message with the seconds left, its code and values to translate by", () => {
    expect(emailWaitNotice(25)).toEqual({
      code: 'EMAIL_RATE_LIMITED',
      params: { seconds: 25 },
      message: 'Please try again after 25 seconds',
    })
  })

  it.each([
    [-1, 'must not be negative'],
    [Number.POSITIVE_INFINITY, 'must be a finite number'],
    ['30', 'must be a number'],
  ])('refuses %j seconds: %s', (seconds, reason) => {
    expect(() => emailWaitNotice(seconds as number)).toThrow(
      expect.objectContaining({ code: 'INVALID_PARAMETER', message: `Invalid parameter seconds: ${reason}` }),
    )
  })
})
