import { describe, expect, it } from 'vitest'
import { EMAIL_TRIGGER_GAP_MS } from '../constants'
import { emailRetryWait } from './emailRetryWait'

describe('emailRetryWait (spec §9: e-mail login or update at most once per 30 s)', () => {
  it('lets the first trigger go', () => expect(emailRetryWait(undefined, 1_000)).toBe(0))

  it('counts the whole seconds left, rounded up', () => {
    expect(emailRetryWait(0, 0)).toBe(30)
    expect(emailRetryWait(0, 1)).toBe(30)
    expect(emailRetryWait(0, 10_000)).toBe(20)
    expect(emailRetryWait(0, EMAIL_TRIGGER_GAP_MS - 1)).toBe(1)
  })

  it('lets a trigger go once the gap has passed', () => expect(emailRetryWait(0, EMAIL_TRIGGER_GAP_MS)).toBe(0))
})

describe('emailRetryWait with a stored time in the future (issue #34, item 3)', () => {
  it('lets the trigger go: a time ahead of the clock is no trigger', () => {
    const now = 1_700_000_000_000
    expect(emailRetryWait(now + 365 * 24 * 3600_000, now)).toBe(0)
    expect(emailRetryWait(now + 1, now)).toBe(0)
  })
})
