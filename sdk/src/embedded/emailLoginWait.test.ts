import { describe, expect, it } from 'vitest'
import { createPortico } from '../instance/createPortico'
import { devnet } from '../networks/devnet'
import { memoryPlatform } from '../platform/memoryPlatform'
import { stampEmailTrigger } from './assertEmailGap'
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
})
