import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SOCIAL_POPUP_POLL_MS, SOCIAL_POPUP_TIMEOUT_MS } from '../constants'
import { memoryPlatform } from '../platform/memoryPlatform'
import { waitForSocialReturn } from './waitForSocialReturn'

const SECURE = 'http://localhost:8788'
const CONSENT = `${SECURE}/social/consent?provider=github&state=s1`
const CALLBACK = `${SECURE}/social/callback`

function setUp(signal?: AbortSignal) {
  const platform = memoryPlatform()
  const popup = platform.openWindow('popupWindow')!
  popup.navigate(CONSENT)
  const settled: { value?: string; error?: Error } = {}
  const waiting = waitForSocialReturn(popup, { origin: SECURE, state: 's1', clock: platform, signal }).then(
    (value) => {
      settled.value = value
    },
    (error: Error) => {
      settled.error = error
    },
  )
  return { popup, settled, waiting }
}

describe('waitForSocialReturn', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  it('resolves with the result the secure site posted from the window, and looks no more', async () => {
    const { popup, settled, waiting } = setUp()
    await vi.advanceTimersByTimeAsync(SOCIAL_POPUP_POLL_MS * 3)
    popup.post({ type: 'unrelated' }, SECURE)
    await vi.advanceTimersByTimeAsync(SOCIAL_POPUP_POLL_MS)
    expect(settled).toEqual({})
    popup.post({ resultUri: `${CALLBACK}?state=s1&code=c1` }, SECURE)
    await waiting
    expect(settled).toEqual({ value: `${CALLBACK}?state=s1&code=c1` })
    expect(vi.getTimerCount()).toBe(0)
  })

  it('refuses a result from another origin', async () => {
    const { popup, settled, waiting } = setUp()
    popup.post({ resultUri: `${CALLBACK}?state=s1&code=c1` }, 'http://evil.example')
    await waiting
    expect(settled.error?.message).toBe(
      `Invalid response: social login: the login result came from http://evil.example, not ${SECURE}`,
    )
  })

  it('fails with a clear message when the user closed the window', async () => {
    const { popup, settled, waiting } = setUp()
    popup.close()
    await vi.advanceTimersByTimeAsync(SOCIAL_POPUP_POLL_MS)
    await waiting
    expect(settled.error?.message).toBe('The sign-in window was closed before the sign-in finished')
  })

  it("fails with 'Embedded Wallet Request Timed Out' when nothing came back in time, not a moment before", async () => {
    const { settled, waiting } = setUp()
    await vi.advanceTimersByTimeAsync(SOCIAL_POPUP_TIMEOUT_MS - 1)
    expect(settled).toEqual({})
    await vi.advanceTimersByTimeAsync(1)
    await waiting
    expect(settled.error?.message).toBe('Embedded Wallet Request Timed Out')
    expect(vi.getTimerCount()).toBe(0)
  })

  it("refuses another login's result", async () => {
    const { popup, settled, waiting } = setUp()
    popup.post({ resultUri: `${CALLBACK}?state=forged&code=c1` }, SECURE)
    await waiting
    expect(settled.error?.message).toBe('Invalid response: social login: the login result is for another login')
  })

  it("stops with 'Request was aborted' when aborted, and looks no more", async () => {
    const controller = new AbortController()
    const { settled, waiting } = setUp(controller.signal)
    controller.abort()
    await waiting
    expect(settled.error?.message).toBe('Request was aborted')
    expect(vi.getTimerCount()).toBe(0)
  })
})
