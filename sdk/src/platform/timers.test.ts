import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { memoryPlatform } from './memoryPlatform'
import { createTimers } from './timers'

describe('timers', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('scheduling a name again replaces its pending timer', () => {
    const timers = createTimers(memoryPlatform())
    const first = vi.fn()
    const second = vi.fn()
    timers.schedule('t', 100, first)
    timers.schedule('t', 100, second)
    vi.advanceTimersByTime(100)
    expect(first).not.toHaveBeenCalled()
    expect(second).toHaveBeenCalledOnce()
    expect(timers.isPending('t')).toBe(false)
  })

  it('cancel stops a pending timer', () => {
    const timers = createTimers(memoryPlatform())
    const fired = vi.fn()
    timers.schedule('t', 100, fired)
    expect(timers.isPending('t')).toBe(true)
    timers.cancel('t')
    vi.advanceTimersByTime(1_000)
    expect(fired).not.toHaveBeenCalled()
  })
})
