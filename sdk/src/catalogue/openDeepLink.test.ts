import { describe, expect, it } from 'vitest'
import { setPairingUri } from '../connect/setPairingUri'
import { memoryPlatform } from '../platform/memoryPlatform'
import { SESSION_KEYS } from '../storage/sessionKeys'
import { testPortico } from '@portico-examples/test-support/portico/testPortico'
import { openDeepLink } from './openDeepLink'

const WC = 'wc:abc@2?relay-protocol=irn&symKey=def'
const wallet = { name: 'Rainbow', mobile_link: 'rainbow://', desktop_link: undefined, webapp_link: undefined }

describe('openDeepLink', () => {
  it('opens the link synchronously, inside the user gesture (nothing awaited before openLink)', () => {
    const platform = memoryPlatform({ isMobile: true })
    let inGesture = false
    const opened: { url: string; inGesture: boolean }[] = []
    const p = testPortico({}, { ...platform, openLink: (url) => void opened.push({ url, inGesture }) })
    setPairingUri(p, WC)

    inGesture = true
    const result = openDeepLink(p, wallet)
    inGesture = false

    expect(result).not.toBeInstanceOf(Promise)
    expect(opened).toEqual([{ url: `rainbow://wc?uri=${encodeURIComponent(WC)}`, inGesture: true }])
  })

  it('stores the choice under Portico’s key and the key the universal provider reads', () => {
    const platform = memoryPlatform({ isMobile: true })
    const p = testPortico({}, platform)
    setPairingUri(p, WC)

    openDeepLink(p, wallet)

    expect(p.storage.read(SESSION_KEYS.deepLinkChoice)).toEqual({ href: 'rainbow://', name: 'Rainbow' })
    expect(JSON.parse(platform.store.get('WALLETCONNECT_DEEPLINK_CHOICE')!)).toEqual({
      href: 'rainbow://',
      name: 'Rainbow',
    })
    expect(platform.openedLinks).toEqual([{ url: `rainbow://wc?uri=${encodeURIComponent(WC)}`, target: '_self' }])
  })

  it('opens nothing without a pairing link, or for a wallet with no link on this device', () => {
    const platform = memoryPlatform({ isMobile: false })
    const p = testPortico({}, platform)
    expect(openDeepLink(p, wallet)).toBeUndefined()
    setPairingUri(p, WC)
    expect(openDeepLink(p, wallet)).toBeUndefined()
    expect(platform.openedLinks).toEqual([])
    expect(p.storage.read(SESSION_KEYS.deepLinkChoice)).toBeUndefined()
  })
})
