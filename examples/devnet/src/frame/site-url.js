// @ts-check
// The secure site's own URL as a request reached it. Behind a proxy that maps the public secure site's host to
// this server (the AppKit conformance check maps Reown's hosts to the devnet), the site's pages are on that public
// origin, and the social login's callback page must be too: AppKit takes a login's result only from the secure
// site's origin. The proxy names the public origin in `X-Forwarded-Proto` and `X-Forwarded-Host`, which are
// honoured only for the secure site's known origins; anything else is this server's own URL.

/** The public secure site's origins this frame server stands in for. */
export const SECURE_SITE_ORIGINS = [
  'https://secure.walletconnect.org',
  'https://secure-mobile.walletconnect.org',
  'https://secure-mobile.walletconnect.com',
]

/**
 * @param {import('node:http').IncomingMessage} request
 * @param {string} baseUrl  this server's own URL
 * @returns {string}
 */
export function siteUrl(request, baseUrl) {
  const host = request.headers['x-forwarded-host']
  const proto = request.headers['x-forwarded-proto']
  if (typeof host !== 'string' || typeof proto !== 'string') return baseUrl
  const origin = `${proto}://${host}`
  return SECURE_SITE_ORIGINS.includes(origin) ? origin : baseUrl
}
