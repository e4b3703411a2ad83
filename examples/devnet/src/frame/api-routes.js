// @ts-check
// The frame backend's JSON endpoints (POST /api/…), called by the frame page. Bodies are validated with
// valibot; a session is a bearer token.
import * as v from 'valibot'
import { ACCOUNT_TYPES, MESSAGES, OTP_LENGTH, SOCIAL_PROVIDERS } from './constants.js'
import { HttpError, bearerToken, readJson } from './http.js'
import { accountsOf } from './wallet-rpc.js'
import { siteUrl } from './site-url.js'

const Email = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email('Invalid email'), v.maxLength(254))
const Otp = v.pipe(v.string(), v.regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `The code has ${OTP_LENGTH} digits`))
const DeviceId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/, 'Invalid device id'))
const Token = v.pipe(v.string(), v.minLength(1), v.maxLength(200))
const ChainId = v.pipe(v.number(), v.integer(), v.minValue(1))
const AccountType = v.picklist(ACCOUNT_TYPES)

const BODIES = {
  empty: v.object({}),
  connectEmail: v.object({ email: Email, deviceId: DeviceId, token: v.optional(Token) }),
  device: v.object({ email: Email, deviceId: DeviceId }),
  otpLogin: v.object({ email: Email, deviceId: DeviceId, otp: Otp }),
  socialRedirect: v.object({ provider: v.picklist(SOCIAL_PROVIDERS), redirectUri: v.pipe(v.string(), v.url()) }),
  socialConnect: v.object({ code: Token, state: Token }),
  farcasterWait: v.object({ channel: Token }),
  user: v.object({ chainId: ChainId, preferredAccountType: v.optional(AccountType) }),
  updateEmail: v.object({ email: Email }),
  otp: v.object({ otp: Otp }),
  rpc: v.object({ chainId: ChainId, method: v.pipe(v.string(), v.maxLength(100)), params: v.unknown() }),
  preferred: v.object({ type: AccountType, chainId: ChainId }),
  chain: v.object({ chainId: ChainId }),
}

/**
 * @typedef {{
 *   store: import('./wallet-store.js').WalletStore,
 *   emailAuth: ReturnType<typeof import('./email-auth.js').createEmailAuth>,
 *   socialAuth: ReturnType<typeof import('./social-auth.js').createSocialAuth>,
 *   baseUrl: () => string,
 *   chains: import('./chain.js').Chains,
 *   walletRpc: ReturnType<typeof import('./wallet-rpc.js').createWalletRpc>,
 *   smartAccountChainIds?: number[],
 * }} ApiDeps
 * @typedef {(request: import('node:http').IncomingMessage, closed: AbortSignal) => Promise<unknown>} ApiRoute
 */

/** @param {ApiDeps} deps @returns {Record<string, ApiRoute>} */
export function createApiRoutes({ store, emailAuth, socialAuth, chains, walletRpc, smartAccountChainIds, baseUrl }) {
  /** The chains with smart accounts: the ones named, else every chain. */
  const smartAccountChains = () => smartAccountChainIds ?? chains.chainIds()
  /** @param {import('node:http').IncomingMessage} request */
  const signedIn = (request) => {
    const user = store.userOfSession(bearerToken(request))
    if (!user) throw new HttpError(401, MESSAGES.sessionExpired)
    return user
  }
  /** @param {number} chainId */
  const knownChain = (chainId) => {
    if (!chains.has(chainId)) throw new HttpError(400, MESSAGES.networkNotSupported)
    return chainId
  }
  /** GET_USER's payload. @param {import('./wallet-store.js').WalletUser} user @param {number} chainId */
  const userPayload = async (user, chainId) => {
    const { eoa, smartAccount, active } = accountsOf(user)
    const accounts = [
      { address: smartAccount, type: /** @type {const} */ ('smartAccount') },
      { address: eoa, type: /** @type {const} */ ('eoa') },
    ]
    return {
      ...(user.email ? { email: user.email } : {}),
      ...(user.userName ? { userName: user.userName } : {}),
      address: active,
      chainId,
      smartAccountDeployed: await chains.isDeployed(knownChain(chainId), smartAccount),
      preferredAccountType: user.preferredAccountType,
      accounts: user.preferredAccountType === 'eoa' ? accounts.reverse() : accounts,
    }
  }

  return {
    '/api/networks': async (request) => {
      await readJson(request, v.unknown())
      return { chainIds: chains.chainIds(), smartAccountChainIds: smartAccountChains() }
    },
    '/api/email/connect': async (request) => emailAuth.connect(await readJson(request, BODIES.connectEmail)),
    '/api/email/device': async (request, closed) => emailAuth.waitForDevice(await readJson(request, BODIES.device), closed),
    '/api/email/otp': async (request) => emailAuth.verifyLogin(await readJson(request, BODIES.otpLogin)),
    '/api/social/redirect': async (request) =>
      socialAuth.redirectUri(await readJson(request, BODIES.socialRedirect), siteUrl(request, baseUrl())),
    '/api/social/connect': async (request) => socialAuth.exchange(await readJson(request, BODIES.socialConnect)),
    '/api/farcaster/start': async (request) => {
      await readJson(request, v.unknown())
      return socialAuth.farcasterStart()
    },
    '/api/farcaster/wait': async (request, closed) => socialAuth.farcasterWait((await readJson(request, BODIES.farcasterWait)).channel, closed),
    '/api/session/user': async (request) => {
      const body = await readJson(request, BODIES.user)
      let user = signedIn(request)
      if (body.preferredAccountType && body.preferredAccountType !== user.preferredAccountType) {
        user = store.updateUser(user.id, { preferredAccountType: body.preferredAccountType })
      }
      return userPayload(user, body.chainId)
    },
    '/api/session/check': async (request) => {
      await readJson(request, v.unknown())
      return { isConnected: store.userOfSession(bearerToken(request)) !== undefined }
    },
    '/api/session/sign-out': async (request) => {
      await readJson(request, v.unknown())
      const token = bearerToken(request)
      if (token) store.endSession(token)
      return { ok: true }
    },
    '/api/email/update': async (request) => {
      const body = await readJson(request, BODIES.updateEmail)
      return emailAuth.startUpdate(signedIn(request), body.email)
    },
    '/api/email/update/primary': async (request) => {
      const body = await readJson(request, BODIES.otp)
      return emailAuth.verifyUpdatePrimary(signedIn(request), body.otp)
    },
    '/api/email/update/secondary': async (request) => {
      const body = await readJson(request, BODIES.otp)
      return emailAuth.verifyUpdateSecondary(signedIn(request), body.otp)
    },
    '/api/rpc': async (request) => {
      const body = await readJson(request, BODIES.rpc)
      return { result: await walletRpc.request(signedIn(request), body) }
    },
    '/api/account/preferred': async (request) => {
      const body = await readJson(request, BODIES.preferred)
      knownChain(body.chainId)
      if (body.type === 'smartAccount' && !smartAccountChains().includes(body.chainId))
        throw new HttpError(400, MESSAGES.smartAccountNotEnabled)
      const user = store.updateUser(signedIn(request).id, { preferredAccountType: body.type })
      return { type: body.type, address: accountsOf(user).active }
    },
    '/api/account/init': async (request) => {
      const body = await readJson(request, BODIES.chain)
      const { smartAccount } = accountsOf(signedIn(request))
      return { address: smartAccount, isDeployed: await chains.isDeployed(knownChain(body.chainId), smartAccount) }
    },
  }
}
