// @ts-check

/**
 * Whether an origin is a loopback one (localhost, 127.0.0.1, ::1 on any port).
 * @param {string} origin
 */
export function isLoopbackOrigin(origin) {
  try {
    const { hostname, protocol } = new URL(origin)
    return (protocol === 'http:' || protocol === 'https:') && ['localhost', '127.0.0.1', '[::1]'].includes(hostname)
  } catch {
    return false // not a URL: not loopback
  }
}

/**
 * The allowlist check: with no list, any loopback origin; otherwise exact origins or `*` patterns
 * (e.g. `http://localhost:*`). A request without an Origin header (a server or a script) is allowed.
 * @param {string[] | undefined} allowedOrigins
 * @returns {(origin: string | undefined) => boolean}
 */
export function createOriginCheck(allowedOrigins) {
  if (!allowedOrigins) return (origin) => origin === undefined || isLoopbackOrigin(origin)
  const patterns = allowedOrigins.map(
    (allowed) => new RegExp(`^${allowed.split('*').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`),
  )
  return (origin) => origin === undefined || patterns.some((pattern) => pattern.test(origin))
}

/** The allowlist in the shape of `/projects/v1/origins`. @param {string[] | undefined} allowedOrigins */
export const listedOrigins = (allowedOrigins) =>
  allowedOrigins ?? ['http://localhost:*', 'http://127.0.0.1:*', 'https://localhost:*', 'https://127.0.0.1:*']
