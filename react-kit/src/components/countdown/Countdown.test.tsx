import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { axeViolations } from '@portico-examples/test-support/kit/axe'
import { Countdown } from './Countdown'
import { isAnnouncedStep, remainingSeconds } from './remainingSeconds'

const START = Date.UTC(2026, 0, 1)
const format = (seconds: number) => `Expires in ${seconds}s`

beforeEach(() => {
  vi.useFakeTimers({ now: START })
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))

describe('Countdown', () => {
  it('shows the seconds left and updates every second', () => {
    const { container } = render(<Countdown expiresAt={START + 65_000} format={format} />)
    const time = container.querySelector('time')!
    expect(time.textContent).toBe('Expires in 65s')
    expect(time.getAttribute('datetime')).toBe('PT65S')
    advance(1_000)
    expect(time.textContent).toBe('Expires in 64s')
  })

  it('announces politely only at coarse steps, not every second', () => {
    render(<Countdown expiresAt={START + 65_000} format={format} announceStepSeconds={30} />)
    const status = screen.getByRole('status')
    expect(status.getAttribute('aria-live')).toBe('polite')
    expect(status.textContent).toBe('')
    advance(4_000) // 61 s left
    expect(status.textContent).toBe('')
    advance(5_000) // 60 s left: a step
    expect(status.textContent).toBe('Expires in 60s')
    advance(1_000) // 59 s: still the last announcement, not a new one
    expect(status.textContent).toBe('Expires in 60s')
    advance(29_000)
    expect(status.textContent).toBe('Expires in 30s')
  })

  it('stops at zero and reports the expiry once', () => {
    const onExpire = vi.fn()
    const { container } = render(<Countdown expiresAt={START + 3_000} format={format} onExpire={onExpire} />)
    advance(10_000)
    expect(container.querySelector('time')!.textContent).toBe('Expires in 0s')
    expect(onExpire).toHaveBeenCalledTimes(1)
  })

  it('has no axe violations', async () => {
    const { container } = render(<Countdown expiresAt={START + 30_000} format={format} />)
    vi.useRealTimers()
    expect(await axeViolations(container)).toEqual([])
  })
})

describe('remainingSeconds and isAnnouncedStep', () => {
  it('rounds up to whole seconds and never goes below zero', () => {
    expect(remainingSeconds(10_500, 0)).toBe(11)
    expect(remainingSeconds(0, 5_000)).toBe(0)
  })

  it('announces multiples of the step and zero', () => {
    expect(isAnnouncedStep(60, 30)).toBe(true)
    expect(isAnnouncedStep(0, 30)).toBe(true)
    expect(isAnnouncedStep(59, 30)).toBe(false)
  })
})
