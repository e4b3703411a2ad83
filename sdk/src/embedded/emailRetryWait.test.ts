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
