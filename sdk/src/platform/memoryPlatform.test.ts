import { describe, expect, it } from 'vitest'
import { memoryPlatform } from './memoryPlatform'

describe('memoryPlatform', () => {
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
