// @ts-check

/**
 * @typedef {object} RequestContext
 * @property {string} method
 * @property {string} pathname
 * @property {Record<string, string>} params   path parameters, decoded
 * @property {Record<string, string>} query    first value of each query parameter
 * @property {unknown} body                    parsed JSON body (or form fields for urlencoded), undefined when empty
 * @property {string | undefined} origin
 */

/**
 * @typedef {object} Route
 * @property {string} method
 * @property {string} pattern      e.g. '/v1/account/:address/balance'
 * @property {'project' | 'none'} auth  'project' checks projectId and the origin allowlist
 * @property {(ctx: RequestContext) => Promise<import('./reply.js').Reply> | import('./reply.js').Reply} handle
 */

/**
 * Declares a route.
 * @param {string} method
 * @param {string} pattern
 * @param {Route['handle']} handle
 * @param {{ auth?: Route['auth'] }} [options]
 * @returns {Route}
 */
export const route = (method, pattern, handle, options = {}) => ({ method, pattern, handle, auth: options.auth ?? 'project' })

/**
 * Finds the route for a method and path; `methodMismatch` tells a 405 from a 404.
 * @param {Route[]} routes
 * @param {string} method
 * @param {string} pathname
 * @returns {{ route: Route, params: Record<string, string> } | { route: undefined, methodMismatch: boolean }}
 */
export function matchRoute(routes, method, pathname) {
  let methodMismatch = false
  for (const candidate of routes) {
    const params = matchPattern(candidate.pattern, pathname)
    if (!params) continue
    if (candidate.method === method) return { route: candidate, params }
    methodMismatch = true
  }
  return { route: undefined, methodMismatch }
}

/**
 * @param {string} pattern
 * @param {string} pathname
 * @returns {Record<string, string> | undefined}
 */
function matchPattern(pattern, pathname) {
  const want = pattern.split('/')
  const got = pathname.replace(/\/+$/, '').split('/')
  if (pathname === '/') got.splice(1)
  if (want.length !== got.length) return undefined
  /** @type {Record<string, string>} */
  const params = {}
  for (let i = 0; i < want.length; i++) {
    const part = want[i] ?? ''
    const value = got[i] ?? ''
    if (part.startsWith(':')) {
      if (value === '') return undefined
      const decoded = decode(value)
      if (decoded === undefined) return undefined
      params[part.slice(1)] = decoded
    } else if (part !== value) {
      return undefined
    }
  }
  return params
}

/**
 * A decoded path segment, or undefined when its percent-encoding is broken (the route then does not match).
 * @param {string} segment
 */
function decode(segment) {
  try {
    return decodeURIComponent(segment)
  } catch {
    return undefined // malformed escape: answered as an unknown path
  }
}
