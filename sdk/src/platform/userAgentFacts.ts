import type { PlatformFacts } from './types'

/** What platform facts are read from: the user agent and the page's touch support. */
export interface UserAgentInput {
  userAgent: string
  /** `navigator.maxTouchPoints`: an iPad reports itself as a Mac but has touch points. */
  maxTouchPoints?: number
  /** `(pointer: coarse)` matches: a touch-first device. */
  coarsePointer?: boolean
  timeZone?: string
  languages?: readonly string[]
}

const MESSAGING_APP_BROWSERS = /Telegram|WhatsApp|MicroMessenger|\bLine\/|FBAN|FBAV|FB_IAB|Messenger/i
const OTHER_IOS_BROWSERS = /CriOS|FxiOS|EdgiOS|OPiOS|GSA\//

/** The platform facts implied by a user-agent string and a few navigator values (pure, for tests and browsers). */
export function userAgentFacts(input: UserAgentInput): PlatformFacts {
  const ua = input.userAgent
  const touch = (input.maxTouchPoints ?? 0) > 1
  const isAndroid = /Android/i.test(ua)
  const isIos = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && touch)
  const isMac = /Macintosh|Mac OS X/.test(ua) && !isIos
  const isMobile = isIos || isAndroid || /Mobi/i.test(ua) || Boolean(input.coarsePointer)
  const isInAppBrowser = MESSAGING_APP_BROWSERS.test(ua)
  const isAppleMobileBrowser = isIos && /Safari/.test(ua) && !OTHER_IOS_BROWSERS.test(ua) && !isInAppBrowser
  return {
    isMobile,
    isIos,
    isAndroid,
    isMac,
    isInAppBrowser,
    isAppleMobileBrowser,
    timeZone: input.timeZone ?? 'UTC',
    languages: input.languages ?? [],
  }
}
