import { describe, expect, it } from 'vitest'
import { userAgentFacts } from './userAgentFacts'

const UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  iphoneTelegram:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Telegram-iOS/10.9',
  androidTelegram:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36 Telegram-Android/10.11.2',
  androidWhatsApp:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0 Mobile Safari/537.36 WhatsApp/2.24.8',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
}

describe('userAgentFacts', () => {
  it('Safari on an iPhone is a mobile Apple browser', () => {
    expect(userAgentFacts({ userAgent: UA.iphoneSafari })).toMatchObject({
      isMobile: true,
      isIos: true,
      isAndroid: false,
      isMac: false,
      isAppleMobileBrowser: true,
      isInAppBrowser: false,
    })
  })

  it('Chrome on an iPhone is not', () => {
    expect(userAgentFacts({ userAgent: UA.iphoneChrome })).toMatchObject({ isIos: true, isAppleMobileBrowser: false })
  })

  it('messaging apps are in-app browsers', () => {
    expect(userAgentFacts({ userAgent: UA.iphoneTelegram })).toMatchObject({ isInAppBrowser: true, isIos: true })
    expect(userAgentFacts({ userAgent: UA.androidTelegram })).toMatchObject({ isInAppBrowser: true, isAndroid: true })
    expect(userAgentFacts({ userAgent: UA.androidWhatsApp })).toMatchObject({ isInAppBrowser: true, isMobile: true })
  })

  it('a Mac is a Mac, unless it has touch points (an iPad asking for the desktop site)', () => {
    expect(userAgentFacts({ userAgent: UA.macSafari })).toMatchObject({ isMac: true, isMobile: false, isIos: false })
    expect(userAgentFacts({ userAgent: UA.macSafari, maxTouchPoints: 5 })).toMatchObject({
      isMac: false,
      isIos: true,
      isMobile: true,
      isAppleMobileBrowser: true,
    })
  })

  it('a desktop is not mobile unless its pointer is coarse', () => {
    expect(userAgentFacts({ userAgent: UA.windowsChrome }).isMobile).toBe(false)
    expect(userAgentFacts({ userAgent: UA.windowsChrome, coarsePointer: true }).isMobile).toBe(true)
  })

  it('passes time zone and languages through', () => {
    expect(
      userAgentFacts({ userAgent: UA.windowsChrome, timeZone: 'Europe/Paris', languages: ['fr-FR', 'en'] }),
    ).toMatchObject({ timeZone: 'Europe/Paris', languages: ['fr-FR', 'en'] })
  })
})
