import { checkParam, objectParam, textParam } from '../validation/checkParam'
import * as v from 'valibot'
import type { RecentWallet } from '../connect/types'
import type { PlatformFacts } from '../platform/types'
import { checkUrl } from '../url/checkUrl'
import { allowedUrlOrUndefined, isWebUrl } from '../url/urlPolicy'

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

const withSlash = (link: string) => (link.endsWith('/') ? link : `${link}/`)
const pairingQuery = (wcUri: string) => `wc?uri=${encodeURIComponent(checkUrl(wcUri, 'pairing'))}`

/**
 * The wallet's web link (`https://…/`) joined with the pairing: `https://…/wc?uri=<encoded>`. An app scheme is
 * formatted as an app link. Throws `UNSAFE_URL` for a link the URL policy refuses.
 *
 * @example formatUniversalUrl('https://metamask.app.link', uri) // 'https://metamask.app.link/wc?uri=wc%3A…'
 */
export function formatUniversalUrl(webUrl: string, wcUri: string): string {
  const base = checkUrl(allowedUrlOrUndefined(webUrl, 'appLink'), 'appLink')
  return `${withSlash(base)}${pairingQuery(wcUri)}`
}

/**
 * The wallet's app link joined with the pairing: `<scheme>://wc?uri=<encoded>`. A bare scheme (`rainbow`,
 * `rainbow:`, `rainbow:/`) gets its `://`; a web link is formatted as a universal link. Throws `UNSAFE_URL` for a
 * link the URL policy refuses (`javascript:`, `data:`, …).
 *
 * @example formatNativeUrl('rainbow:', uri) // 'rainbow://wc?uri=wc%3A…'
 */
export function formatNativeUrl(appUrl: string, wcUri: string): string {
  return formatUniversalUrl(appUrl, wcUri)
}

/**
 * The link that opens `wallet` on the pairing `wcUri`. On mobile: the wallet's universal link (`link_mode`) when
 * it has one, else its mobile link, else its web app. On desktop: its desktop app, else its web app. A link the URL
 * policy refuses is skipped. Undefined when the wallet has no usable link for this device (the QR code is the way).
 *
 * @example deepLinkFor(wallet, pairing.uri, platform.facts())?.url
 */
export function deepLinkFor(
  wallet: DeepLinkWallet,
  wcUri: string,
  facts: Pick<PlatformFacts, 'isMobile'>,
): DeepLink | undefined {
  checkParam('wallet', objectParam(), wallet)
  checkParam('wcUri', textParam(), wcUri)
  checkParam('facts', objectParam({ isMobile: v.boolean() }), facts)
  const universal = isWebUrl(wallet.link_mode) ? wallet.link_mode : undefined
  const candidates = facts.isMobile
    ? [universal, wallet.mobile_link, wallet.webapp_link]
    : [wallet.desktop_link, wallet.webapp_link]
  const base = candidates.map((link) => allowedUrlOrUndefined(link, 'appLink')).find((link) => link !== undefined)
  if (base === undefined) return undefined
  const universalLink = isWebUrl(base)
  return {
    url: formatUniversalUrl(base, wcUri),
    href: withSlash(base),
    kind: universalLink ? 'universal' : 'native',
    target: universalLink ? '_blank' : '_self',
  }
}
