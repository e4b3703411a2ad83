import * as v from 'valibot'
import { checkParam } from '../validation/checkParam'
// Portico's one URL policy: every place that opens, navigates to, fetches from or renders a URL asks it first.
//
// - web pages and services: `https:`, or `http:` on this machine only (loopback: the devnet);
// - a wallet's app link: a web URL, or the wallet's own `scheme://…`, never a scheme that runs or reads something
//   in the page (`javascript:`, `data:`, `vbscript:`, `file:`, `blob:`, `about:`);
// - images: a web URL, `data:image/…` or `blob:` (an `<img>` never runs script, whatever it shows);
// - WalletConnect pairings: `wc:`; the relay: `wss:`, or `ws:` on loopback.
//
// Browsers drop spaces and control characters around a URL and tabs and newlines anywhere in it, so `java\tscript:`
// is `javascript:` to them. The policy trims the ends as a browser would and refuses a value with a control character
// (tab and newline included) left inside: it is never cleaned up into something else.

/** The kinds of URL the policy knows. */
export const URL_KINDS = ['web', 'appLink', 'image', 'pairing', 'socket'] as const
/** What a URL is for: a web page or service, a wallet's app link, an image or a WalletConnect pairing. */
export type UrlKind = (typeof URL_KINDS)[number]

/** Schemes that run or read something in the page: never opened, whatever they look like. */
export const FORBIDDEN_SCHEMES: readonly string[] = ['javascript', 'data', 'vbscript', 'file', 'blob', 'about']

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what it is for
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/u
const APP_LINK = /^([a-z][a-z0-9+.-]*):\/\//i

/** `value` with its ends trimmed, or undefined when it is not a string or holds a control character. */
function clean(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const trimmed = value.trim()
  return trimmed === '' || CONTROL.test(trimmed) ? undefined : trimmed
}

function parse(value: string | undefined): URL | undefined {
  if (value === undefined) return undefined
  try {
    return new URL(value)
  } catch {
    return undefined
  }
}

/**
 * Whether `hostname` is this machine: `localhost` (and its subdomains), 127.0.0.0/8 or `[::1]`.
 *
 * @example isLoopbackHost('127.0.0.1') // true
 */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase()
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}$/.test(host)
  )
}

const isSecureOrLocal = (url: URL, secure: string, plain: string) =>
  url.protocol === secure || (url.protocol === plain && isLoopbackHost(url.hostname))

/**
 * Whether `value` is a web address Portico may open or call: `https:`, or `http:` on loopback.
 *
 * @example isWebUrl('https://wallet.example') // true
 * @example isWebUrl('http://example.com')      // false: plain http off this machine
 */
export function isWebUrl(value: unknown): value is string {
  const url = parse(clean(value))
  return url !== undefined && isSecureOrLocal(url, 'https:', 'http:')
}

/**
 * Whether `value` may be opened as a wallet's app link: a web address, or `scheme://…` with a scheme of the wallet's
 * own (`metamask://`, `devnetwallet://wc`), never `javascript:`, `data:`, `vbscript:`, `file:`, `blob:` or `about:`.
 *
 * @example isAppLink('rainbow://')                      // true
 * @example isAppLink('javascript://%0aalert(1)//')      // false
 */
export function isAppLink(value: unknown): value is string {
  const text = clean(value)
  const url = parse(text)
  if (!url || text === undefined) return false
  const scheme = url.protocol.slice(0, -1).toLowerCase()
  if (scheme === 'https' || scheme === 'http') return isSecureOrLocal(url, 'https:', 'http:')
  return APP_LINK.test(text) && !FORBIDDEN_SCHEMES.includes(scheme)
}

/**
 * Whether `value` may be shown as an image: a web address, `data:image/…` or `blob:`.
 *
 * @example isImageUrl('data:image/png;base64,iVBO') // true
 * @example isImageUrl('data:text/html,<b>')          // false
 */
export function isImageUrl(value: unknown): value is string {
  const text = clean(value)
  const url = parse(text)
  if (!url || text === undefined) return false
  if (url.protocol === 'data:') return /^data:image\/[a-z0-9.+-]+[;,]/i.test(text)
  return url.protocol === 'blob:' || isSecureOrLocal(url, 'https:', 'http:')
}

/**
 * Whether `value` is a WalletConnect pairing link (`wc:…`).
 *
 * @example isPairingUri('wc:7f6e@2?relay-protocol=irn&symKey=…') // true
 */
export function isPairingUri(value: unknown): value is string {
  const url = parse(clean(value))
  return url !== undefined && url.protocol === 'wc:' && url.pathname.length > 0
}

/**
 * Whether `value` is a relay address: `wss:`, or `ws:` on loopback.
 *
 * @example isSocketUrl('ws://127.0.0.1:8789') // true
 */
export function isSocketUrl(value: unknown): value is string {
  const url = parse(clean(value))
  return url !== undefined && isSecureOrLocal(url, 'wss:', 'ws:')
}

const CHECKS: Readonly<Record<UrlKind, (value: unknown) => value is string>> = {
  web: isWebUrl,
  appLink: isAppLink,
  image: isImageUrl,
  pairing: isPairingUri,
  socket: isSocketUrl,
}

/**
 * Whether a platform may open `value` at all: an app link (web addresses included) or a pairing link. The platforms'
 * `openLink` refuse anything else, as a last line behind the callers' own checks.
 *
 * @example isOpenableUrl('wc:7f6e@2?…') // true
 */
export function isOpenableUrl(value: unknown): value is string {
  return isAppLink(value) || isPairingUri(value)
}

/**
 * Whether `value` is a URL of `kind` the policy allows.
 *
 * @example isAllowedUrl('ftp://x', 'web') // false
 */
export function isAllowedUrl(value: unknown, kind: UrlKind): value is string {
  checkParam('kind', v.picklist(URL_KINDS, 'must be web, appLink, image, pairing or socket'), kind)
  return CHECKS[kind](value)
}

const BARE_SCHEME = /^([a-z][a-z0-9+.-]*):?\/?$/i

/**
 * `value`, its ends trimmed, when the policy allows it as `kind`, else undefined: for data that may carry a bad link
 * (a catalogue entry keeps its other fields without it). An app link written as a bare scheme (`rainbow`,
 * `rainbow:`, `rainbow:/`, as some catalogue entries have it) is written out as `rainbow://` first, then checked.
 *
 * @example allowedUrlOrUndefined(wallet.desktop_link, 'appLink')
 * @example allowedUrlOrUndefined('rainbow:', 'appLink') // 'rainbow://'
 */
export function allowedUrlOrUndefined(value: unknown, kind: UrlKind): string | undefined {
  let text = clean(value)
  const bare = kind === 'appLink' && text !== undefined ? BARE_SCHEME.exec(text) : null
  if (bare) text = `${bare[1]}://`
  return isAllowedUrl(text, kind) ? text : undefined
}
