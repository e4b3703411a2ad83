import { afterEach, describe, expect, it, vi } from 'vitest'
import { memoryPlatform } from './memoryPlatform'

describe('memoryPlatform', () => {
  afterEach(() => vi.useRealTimers())

  it('keeps storage in a Map of its own', () => {
    const a = memoryPlatform()
    const b = memoryPlatform()
    a.storage.setItem('k', 'v')
    expect(a.storage.getItem('k')).toBe('v')
    expect(b.storage.getItem('k')).toBeNull()
    a.storage.removeItem('k')
    expect(a.storage.getItem('k')).toBeNull()
  })

  it('reads timers and the clock at call time, so fake timers installed later drive it', () => {
    const platform = memoryPlatform()
    vi.useFakeTimers()
    vi.setSystemTime(1_000_000)
    const fired = vi.fn()
    platform.setTimeout(fired, 1_000)
    const cancelled = vi.fn()
    platform.clearTimeout(platform.setTimeout(cancelled, 500))
    vi.advanceTimersByTime(1_000)
    expect(fired).toHaveBeenCalledOnce()
    expect(cancelled).not.toHaveBeenCalled()
    expect(platform.now()).toBe(1_001_000)
  })

  it('records opened links and clipboard text instead of touching a browser', async () => {
    const platform = memoryPlatform()
    platform.openLink('https://wallet.example/wc?uri=x', '_self')
    await platform.writeClipboard('wc:abc@2')
    expect(platform.openedLinks).toEqual([{ url: 'https://wallet.example/wc?uri=x', target: '_self' }])
    expect(platform.clipboard.text).toBe('wc:abc@2')
  })

  it('lets a test show and hide the page', () => {
    const platform = memoryPlatform()
    const seen: boolean[] = []
    const stop = platform.onVisibilityChange((visible) => seen.push(visible))
    platform.setVisible(false)
    expect(platform.isVisible()).toBe(false)
    stop()
    platform.setVisible(true)
    expect(seen).toEqual([false])
  })

  it('is a desktop by default; facts can be given', () => {
    expect(memoryPlatform().facts()).toMatchObject({ isMobile: false, isInAppBrowser: false, timeZone: 'UTC' })
    expect(memoryPlatform({ isMobile: true, isIos: true }).facts()).toMatchObject({ isMobile: true, isIos: true })
  })
})
