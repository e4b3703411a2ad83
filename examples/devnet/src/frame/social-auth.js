// @ts-check
// Social login through a local consent page per provider (the real providers cannot be reached here), and
// Farcaster through a local approval page whose URL the app shows as a QR code.
import { LONG_POLL_MS } from './constants.js'
import { HttpError } from './http.js'
import { isAllowedParentOrigin } from './origins.js'
import { randomToken } from './wallet-store.js'

/**
 * @param {{ store: import('./wallet-store.js').WalletStore, baseUrl: () => string, allowedParentOrigins: readonly string[] | undefined }} deps
 */
export function createSocialAuth({ store, baseUrl, allowedParentOrigins }) {
  /** Consent requests by state; `appOrigin` is the app the login's result is posted to, `site` the secure site's URL the login started on. @type {Map<string, { provider: string, appOrigin: string, site: string }>} */
  const consents = new Map()
  /** Decided logins waiting for their callback page, by state: the app origin to post the result to. @type {Map<string, string>} */
  const callbacks = new Map()
  /** Approved logins by code. @type {Map<string, { provider: string, state: string, userName: string }>} */
  const grants = new Map()
  /** Farcaster channels. @type {Map<string, { userName?: string, wake: Set<() => void> }>} */
  const channels = new Map()

  /** @param {string} state */
  const consentOf = (state) => {
    const consent = consents.get(state)
    if (!consent) throw new HttpError(404, 'This login request is not valid or was already used')
    return consent
  }
  /** @param {string} channel */
  const channelOf = (channel) => {
    const entry = channels.get(channel)
    if (!entry) throw new HttpError(404, 'This Farcaster request is not valid')
    return entry
  }
  /** @param {string} identity @param {string} userName */
  const login = (identity, userName) => {
    const user = store.userFor(identity, { userName })
    return { token: store.createSession(user.id), userName }
  }

  return {
    /**
     * GET_SOCIAL_REDIRECT_URI: the consent page URL. `redirectUri` is the app's origin (an allowed one), where the
     * callback page posts the result; the provider itself redirects back to this site, never to the app: to `site`,
     * the site's URL as the frame reached it (see site-url.js), default this server's.
     * @param {{ provider: string, redirectUri: string }} body
     * @param {string} [site]
     */
    redirectUri({ provider, redirectUri }, site = baseUrl()) {
      const appOrigin = new URL(redirectUri).origin
      if (!isAllowedParentOrigin(appOrigin, allowedParentOrigins)) {
        throw new HttpError(403, 'Unauthorized: origin not allowed')
      }
      const state = randomToken()
      consents.set(state, { provider, appOrigin, site })
      return { uri: `${site}/social/consent?provider=${provider}&state=${state}` }
    },
    consent: consentOf,
    /**
     * The user's choice on the consent page → this site's callback page with `state` and `code` (or `error`), as
     * a provider redirects to the secure site.
     * @param {string} state @param {boolean} approved @param {string} userName
     */
    decide(state, approved, userName) {
      const consent = consentOf(state)
      consents.delete(state)
      callbacks.set(state, consent.appOrigin)
      const target = new URL(`${consent.site}/social/callback`)
      target.searchParams.set('state', state)
      if (approved) {
        const code = randomToken()
        grants.set(code, { provider: consent.provider, state, userName })
        target.searchParams.set('code', code)
      } else {
        target.searchParams.set('error', 'access_denied')
      }
      return target.toString()
    },
    /**
     * The callback page of a decided login: the app origin its script posts `{ resultUri }` to, once.
     * @param {string} state
     */
    callbackOrigin(state) {
      const appOrigin = callbacks.get(state)
      if (!appOrigin) throw new HttpError(404, 'This login request is not valid or was already used')
      callbacks.delete(state)
      return appOrigin
    },
    /** CONNECT_SOCIAL: exchanges the code once. @param {{ code: string, state: string }} body */
    exchange({ code, state }) {
      const grant = grants.get(code)
      if (!grant || grant.state !== state) throw new HttpError(400, 'The social login code is not valid')
      grants.delete(code)
      return login(`${grant.provider}:${grant.userName}`, grant.userName)
    },

    /** GET_FARCASTER_URI: a new channel and its approval page. */
    farcasterStart() {
      const channel = randomToken()
      channels.set(channel, { wake: new Set() })
      return { channel, uri: `${baseUrl()}/farcaster/approve?channel=${channel}` }
    },
    farcasterChannel: channelOf,
    /** The approval page's Approve. @param {string} channel @param {string} userName */
    farcasterApprove(channel, userName) {
      const entry = channelOf(channel)
      entry.userName = userName
      for (const wake of entry.wake) wake()
    },
    /**
     * CONNECT_FARCASTER: `{ done: true, token, userName }` once approved, `{ done: false }` after a long-poll.
     * @param {string} channel @param {AbortSignal} closed
     */
    async farcasterWait(channel, closed) {
      const entry = channelOf(channel)
      if (entry.userName === undefined) {
        /** @type {() => void} */
        let wake = () => {}
        await new Promise((resolve) => {
          const timer = setTimeout(resolve, LONG_POLL_MS)
          wake = () => {
            clearTimeout(timer)
            resolve(undefined)
          }
          entry.wake.add(wake)
          closed.addEventListener('abort', wake)
        })
        entry.wake.delete(wake)
      }
      if (entry.userName === undefined) return { done: false }
      channels.delete(channel)
      return { done: true, ...login(`farcaster:${entry.userName}`, entry.userName) }
    },
  }
}
