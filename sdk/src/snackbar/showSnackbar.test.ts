import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SNACKBAR_AUTO_CLOSE_MS, SNACKBAR_SWITCH_MS } from '../constants'
import { testPortico } from '@portico-examples/test-support/portico/testPortico'
import { hideSnackbar } from './hideSnackbar'
import { showSnackbar } from './showSnackbar'

describe('snackbar', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it.each(['loading', 'success', 'error'] as const)('shows a %s message at once', (variant) => {
    const p = testPortico()
    showSnackbar(p, { variant, message: 'Hello' })
    expect(p.$snackbar.get()).toEqual({ open: true, variant, message: 'Hello', autoClose: true })
  })

  it('closes by itself after SNACKBAR_AUTO_CLOSE_MS by default', () => {
    const p = testPortico()
    showSnackbar(p, { variant: 'success', message: 'Copied' })
    vi.advanceTimersByTime(SNACKBAR_AUTO_CLOSE_MS - 1)
    expect(p.$snackbar.get().open).toBe(true)
    vi.advanceTimersByTime(1)
    expect(p.$snackbar.get().open).toBe(false)
  })

  it('stays with autoClose false', () => {
    const p = testPortico()
    showSnackbar(p, { variant: 'loading', message: 'Authenticating...', autoClose: false })
    vi.advanceTimersByTime(SNACKBAR_AUTO_CLOSE_MS * 10)
    expect(p.$snackbar.get().open).toBe(true)
  })

  it('a message shown while another is open hides the old one first, then shows after 150 ms', () => {
    expect(SNACKBAR_SWITCH_MS).toBe(150)
    const p = testPortico()
    showSnackbar(p, { variant: 'loading', message: 'Old', autoClose: false })
    showSnackbar(p, { variant: 'error', message: 'New' })
    expect(p.$snackbar.get()).toMatchObject({ open: false, message: 'Old' })
    vi.advanceTimersByTime(SNACKBAR_SWITCH_MS - 1)
    expect(p.$snackbar.get().open).toBe(false)
    vi.advanceTimersByTime(1)
    expect(p.$snackbar.get()).toMatchObject({ open: true, message: 'New', variant: 'error' })
  })

  it("the old message's auto-close does not cut the new one short", () => {
    const p = testPortico()
    showSnackbar(p, { variant: 'success', message: 'Old' })
    vi.advanceTimersByTime(SNACKBAR_AUTO_CLOSE_MS - 100)
    showSnackbar(p, { variant: 'success', message: 'New' })
    vi.advanceTimersByTime(SNACKBAR_SWITCH_MS + 200)
    expect(p.$snackbar.get()).toMatchObject({ open: true, message: 'New' })
  })

  it('hide closes now and drops a message waiting to show', () => {
    const p = testPortico()
    showSnackbar(p, { variant: 'success', message: 'Old' })
    showSnackbar(p, { variant: 'success', message: 'New' })
    hideSnackbar(p)
    vi.advanceTimersByTime(SNACKBAR_SWITCH_MS * 2)
    expect(p.$snackbar.get()).toMatchObject({ open: false, message: 'Old' })
  })
})
