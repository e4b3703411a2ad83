// @ts-check
// Which app origins may embed the frame. Browser-safe.

// IPv6 literals ([::1]) are left out: CSP source expressions cannot name them, so frame-ancestors could not allow them.
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1'])

/** @param {string} origin */
export function isLoopbackOrigin(origin) {
  try {
    const url = new URL(origin)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === origin && LOOPBACK_HOSTS.has(url.hostname)
  } catch {
    return false
  }
}

/**
 * An exact origin from the allowlist; with no allowlist, any loopback origin.
 * @param {string} origin
 * @param {readonly string[] | undefined} allowlist
 */
export function isAllowedParentOrigin(origin, allowlist) {
  return allowlist === undefined ? isLoopbackOrigin(origin) : allowlist.includes(origin)
}

/**
 * The CSP `frame-ancestors` sources for an allowlist.
 * @param {readonly string[] | undefined} allowlist
 */
export function frameAncestors(allowlist) {
  if (allowlist === undefined) return 'http://localhost:* http://127.0.0.1:* https://localhost:* https://127.0.0.1:*'
  return allowlist.length === 0 ? "'none'" : allowlist.join(' ')
}

/**
 * The parent origin the page should talk to: the `parentOrigin` query param, else the referrer's origin.
 * @param {string} search `location.search`
 * @param {string} referrer `document.referrer`
 * @returns {string | undefined}
 */
export function parentOriginOf(search, referrer) {
  const fromQuery = new URLSearchParams(search).get('parentOrigin')
  if (fromQuery) return fromQuery
  try {
    return referrer ? new URL(referrer).origin : undefined
  } catch {
    return undefined
  }
}
