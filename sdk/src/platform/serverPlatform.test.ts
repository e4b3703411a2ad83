import { afterEach, describe, expect, it, vi } from 'vitest'
import { addRecentWallet } from '../connect/addRecentWallet'
import { createPortico } from '../instance/createPortico'
import { memoryPlatform } from './memoryPlatform'
import { serverPlatform } from './serverPlatform'

// The memory platform is the server platform plus test handles, with a Map of its own: both keep these rules.
describe.each([
  ['serverPlatform', serverPlatform],
  ['memoryPlatform', memoryPlatform],
])('%s', (_, create) => {
  afterEach(() => vi.useRealTimers())

  it('keeps storage in memory, one store per platform', () => {
    const a = create()
    const b = create()
    a.storage.setItem('k', 'v')
    expect(a.storage.getItem('k')).toBe('v')
    expect(b.storage.getItem('k')).toBeNull()
    a.storage.removeItem('k')
    expect(a.storage.getItem('k')).toBeNull()
  })

  it('reads timers and the clock at call time, so fake timers installed later drive it', () => {
    const platform = create()
    vi.useFakeTimers()
    vi.setSystemTime(2_000_000)
    const fired = vi.fn()
    platform.setTimeout(fired, 1_000)
    const cancelled = vi.fn()
    platform.clearTimeout(platform.setTimeout(cancelled, 500))
    vi.advanceTimersByTime(1_000)
    expect(fired).toHaveBeenCalledOnce()
    expect(cancelled).not.toHaveBeenCalled()
    expect(platform.now()).toBe(2_001_000)
  })
})

describe('serverPlatform', () => {
  it('is a visible desktop page with nothing to open: links and the clipboard do nothing, no window, no injected wallet', async () => {
    const platform = serverPlatform({ languages: ['de'] })
    expect(platform.facts()).toMatchObject({ isMobile: false, timeZone: 'UTC', languages: ['de'] })
    expect(platform.isVisible()).toBe(true)
    expect(() => platform.openLink('https://wallet.example', '_blank')).not.toThrow()
    await expect(platform.writeClipboard('text')).resolves.toBeUndefined()
    platform.onVisibilityChange(() => undefined)()
    expect(platform.openWindow).toBeUndefined()
    expect(platform.injectedProvider).toBeUndefined()
    expect(platform.events).toBeInstanceOf(EventTarget)
  })

  it("backs an instance: what it stores stays on the platform; another app's instance on it keeps its own keys", () => {
    const platform = serverPlatform()
    addRecentWallet(createPortico({ projectId: 'server-test', platform }), { id: 'w1', name: 'Wallet One' })
    expect(platform.storage.getItem('@portico/recent_wallets')).toContain('"w1"')
    const next = createPortico({ projectId: 'other-app', platform })
    expect(next.$options.get().storageScope).toBe('instance-2')
    expect(next.$connection.get().recentWallets).toEqual([])
    // The first instance created again (same options) reads its own keys.
    const again = createPortico({ projectId: 'server-test', platform })
    expect(again.$connection.get().recentWallets).toEqual([{ id: 'w1', name: 'Wallet One' }])
  })
})
