import type { RecentWallet } from '../connection/types'
import type { PlatformFacts } from '../platform/types'

/** The wallet links a deep link is chosen from (catalogue fields; `link_mode` is the wallet's universal link). */
export type DeepLinkWallet = Pick<RecentWallet, 'name' | 'mobile_link' | 'desktop_link' | 'webapp_link'> & {
  link_mode?: string | null
}

/** A link that opens a wallet on a pairing: `url` to open, `href` the wallet's base link (stored as the choice). */
export interface DeepLink {
  url: string
  href: string
  kind: 'native' | 'universal'
  /** `_self` for an app scheme (the page stays), `_blank` for a web page. */
  target: '_self' | '_blank'
}

const isWebUrl = (link: string) => /^https?:\/\//i.test(link)
const withSlash = (link: string) => (link.endsWith('/') ? link : `${link}/`)

/** The wallet's web link (`https://…/`) joined with the pairing: `https://…/wc?uri=<encoded>`. */
export function formatUniversalUrl(webUrl: string, wcUri: string): string {
  if (!isWebUrl(webUrl)) return formatNativeUrl(webUrl, wcUri)
  return `${withSlash(webUrl)}wc?uri=${encodeURIComponent(wcUri)}`
}

/**
 * The wallet's app link joined with the pairing: `<scheme>://wc?uri=<encoded>`. A bare scheme (`rainbow`,
 * `rainbow:`, `rainbow:/`) gets its `://`; a web link is formatted as a universal link.
 */
export function formatNativeUrl(appUrl: string, wcUri: string): string {
  if (isWebUrl(appUrl)) return formatUniversalUrl(appUrl, wcUri)
  return `${withSlash(nativeBase(appUrl))}wc?uri=${encodeURIComponent(wcUri)}`
}

function nativeBase(appUrl: string): string {
  if (appUrl.includes('://')) return appUrl
  return `${appUrl.replace(/[:/]/g, '')}://`
}

function linkFrom(base: string, wcUri: string): DeepLink {
  const universal = isWebUrl(base)
  return universal
    ? { url: formatUniversalUrl(base, wcUri), href: withSlash(base), kind: 'universal', target: '_blank' }
    : { url: formatNativeUrl(base, wcUri), href: withSlash(nativeBase(base)), kind: 'native', target: '_self' }
}

/**
 * The link that opens `wallet` on the pairing `wcUri`. On mobile: the wallet's universal link (`link_mode`) when
 * it has one, else its mobile link, else its web app. On desktop: its desktop app, else its web app. Undefined
 * when the wallet has no link for this device (the QR code is the way).
 */
export function deepLinkFor(
  wallet: DeepLinkWallet,
  wcUri: string,
  facts: Pick<PlatformFacts, 'isMobile'>,
): DeepLink | undefined {
  const universal = wallet.link_mode && isWebUrl(wallet.link_mode) ? wallet.link_mode : undefined
  const candidates = facts.isMobile
    ? [universal, wallet.mobile_link, wallet.webapp_link]
    : [wallet.desktop_link, wallet.webapp_link]
  const link = candidates.find((c): c is string => typeof c === 'string' && c.trim() !== '')
  return link === undefined ? undefined : linkFrom(link.trim(), wcUri)
}
