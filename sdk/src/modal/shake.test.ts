import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SHAKE_MS } from '../constants'
import { testPortico } from '@portico-examples/test-support/portico/testPortico'
import { shake } from './shake'

describe('shake', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('shakes for 500 ms', () => {
    expect(SHAKE_MS).toBe(500)
    const p = testPortico()
    shake(p)
    expect(p.$modal.get().shake).toBe(true)
    vi.advanceTimersByTime(SHAKE_MS - 1)
    expect(p.$modal.get().shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(p.$modal.get().shake).toBe(false)
  })

  it('a second shake restarts the 500 ms', () => {
    const p = testPortico()
    shake(p)
    vi.advanceTimersByTime(400)
    shake(p)
    vi.advanceTimersByTime(400)
    expect(p.$modal.get().shake).toBe(true)
    vi.advanceTimersByTime(100)
    expect(p.$modal.get().shake).toBe(false)
  })
})
