// @ts-check
import * as v from 'valibot'
import { raw } from '../http/reply.js'
import { route } from '../http/router.js'

const AttestationQuery = v.object({
  id: v.pipe(v.string(), v.regex(/^[0-9a-f]{1,128}$/)),
  origin: v.pipe(v.string(), v.maxLength(500)),
})

/** @param {string} value */
const base64url = (value) => Buffer.from(value).toString('base64url')

/**
 * The page the WalletConnect SDK loads in a hidden frame to attest the app's origin before it publishes a pairing:
 * it posts an attestation for the asked id, marked not verified and not a scam (the devnet verifies no domain).
 * The signature part is a placeholder: only wallets check it, and the devnet's wallets skip Verify.
 * @param {string} id
 * @param {string} origin
 */
export function attestationPage(id, origin) {
  const header = base64url(JSON.stringify({ alg: 'ES256', typ: 'JWT' }))
  const payload = base64url(JSON.stringify({ id, origin, isScam: false, isVerified: false }))
  const message = JSON.stringify({ type: 'verify_attestation', attestation: `${header}.${payload}.AAAA` })
  return `<!doctype html><meta charset="utf-8"><title>Verify</title><script>parent.postMessage(${JSON.stringify(message)}, '*')</script>`
}

/**
 * The devnet's stand-in for the WalletConnect Verify service (`apiUrls.verify`: `<devnet>/verify`), so a pairing
 * link shows at once on a machine that cannot reach the public one.
 */
export function verifyRoutes() {
  return [
    route(
      'GET',
      '/verify/v3/attestation',
      ({ query }) => {
        const { id, origin } = v.parse(AttestationQuery, { id: query.id, origin: query.origin ?? '' })
        return raw(attestationPage(id, origin), 'text/html; charset=utf-8')
      },
      { auth: 'none' },
    ),
    route('GET', '/verify/v3/public-key', () => raw('{}', 'application/json'), { auth: 'none' }),
  ]
}
