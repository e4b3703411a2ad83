import { describe, expect, it } from 'vitest'
import { createPortico } from '../instance/createPortico'
import { memoryPlatform } from '../platform/memoryPlatform'
import { openSocialPopup, SOCIAL_POPUP_TARGET } from './openSocialPopup'

const portico = (platform = memoryPlatform()) => ({ p: createPortico({ projectId: 'test', platform }), platform })

describe('openSocialPopup', () => {
  it('opens one blank window named for social login, at once (no await: it stays inside the click)', () => {
    const { p, platform } = portico()
    const popup = openSocialPopup(p)
    expect(popup).not.toBeNull()
    expect(platform.openedWindows).toHaveLength(1)
    expect(platform.openedWindows[0]?.name).toBe(SOCIAL_POPUP_TARGET)
    expect(platform.openedWindows[0]?.navigations).toEqual([])
    expect(popup?.isClosed()).toBe(false)
  })

  it('is null when the browser blocked the window', () => {
    const { p, platform } = portico()
    platform.setPopupsBlocked(true)
    expect(openSocialPopup(p)).toBeNull()
    expect(platform.openedWindows).toEqual([])
  })

  it('is null on a platform that cannot open windows', () => {
    const { openWindow: _none, ...withoutWindows } = memoryPlatform()
    const p = createPortico({ projectId: 'test', platform: withoutWindows })
    expect(openSocialPopup(p)).toBeNull()
  })
})
