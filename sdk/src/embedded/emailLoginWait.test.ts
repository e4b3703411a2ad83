import { describe, expect, it } from 'vitest'
import { createPortico } from '../instance/createPortico'
import { devnet } from '../networks/devnet'
import { memoryPlatform } from '../platform/memoryPlatform'
import { assertEmailGap, stampEmailTrigger } from './assertEmailGap'
import { emailLoginWait } from './emailLoginWait'

describe('emailLoginWait', () => {
  it('is 0 before any e-mail login, then counts down the 30 s gap from the last one', () => {
    let now = 1_000_000
    const p = createPortico({
      projectId: 'test-project',
      networks: [devnet],
      platform: { ...memoryPlatform(), now: () => now },
    })
    expect(emailLoginWait(p)).toBe(0)
    stampEmailTrigger(p)
    now += 10_000
    expect(emailLoginWait(p)).toBe(20)
    now += 20_000
    expect(emailLoginWait(p)).toBe(0)
  })

  it('drops a stored time a year ahead (clock skew, tampering) instead of locking e-mail login (issue #34)', () => {
    const now = 1_700_000_000_000
    const platform = memoryPlatform()
    platform.store.set('@portico/last_email_login_time', JSON.stringify(now + 365 * 24 * 3_600_000))
    const p = createPortico({
      projectId: 'test-project',
      networks: [devnet],
      platform: { ...platform, now: () => now },
    })
    expect(() => assertEmailGap(p)).not.toThrow()
    expect(emailLoginWait(p)).toBe(0)
    expect(platform.store.has('@portico/last_email_login_time')).toBe(false)
    // The gap still holds after a real trigger.
    stampEmailTrigger(p)
    expect(() => assertEmailGap(p)).toThrow(
      expect.objectContaining({ code: 'EMAIL_RATE_LIMITED', params: { seconds: 30 } }),
    )
  })
})
