// @ts-check
// The client id of a relay connection: the `iss` of the JWT in the `auth` query parameter.
// The signature is not checked: the devnet relay trusts loopback clients.
import * as v from 'valibot'

const JwtPayload = v.object({ iss: v.pipe(v.string(), v.nonEmpty()) })

/** A connection whose `auth` parameter is missing or cannot be read. */
export class RelayAuthError extends Error {
  /**
   * @param {string} message short and fixed: it becomes the WebSocket close reason (at most 123 bytes)
   * @param {{ cause?: unknown }} [options]
   */
  constructor(message, options) {
    super(message, options)
    this.name = 'RelayAuthError'
  }
}

/**
 * Reads the client id (`iss`) from a compact JWT, without checking its signature.
 * @param {string | null | undefined} auth
 * @returns {string}
 * @throws {RelayAuthError}
 */
export function clientIdFromJwt(auth) {
  if (!auth) throw new RelayAuthError('missing auth')
  const parts = auth.split('.')
  if (parts.length !== 3 || !parts[1]) throw new RelayAuthError('auth is not a JWT')
  /** @type {unknown} */
  let payload
  try {
    payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'))
  } catch (cause) {
    throw new RelayAuthError('auth payload is not JSON', { cause })
  }
  const parsed = v.safeParse(JwtPayload, payload)
  if (!parsed.success) throw new RelayAuthError('auth payload has no iss')
  return parsed.output.iss
}

/**
 * Reads the client id from the URL a client opened (`/?auth=<JWT>&projectId=…`).
 * @param {string | undefined} requestUrl path and query of the upgrade request
 * @returns {string}
 * @throws {RelayAuthError}
 */
export function clientIdFromRequestUrl(requestUrl) {
  /** @type {URL} */
  let url
  try {
    url = new URL(requestUrl ?? '/', 'ws://relay.invalid')
  } catch (cause) {
    throw new RelayAuthError('unreadable request URL', { cause })
  }
  return clientIdFromJwt(url.searchParams.get('auth'))
}
