// @ts-check
// The frame page's client of the frame backend (same origin). Every answer is validated. Browser-safe.
import * as v from 'valibot'
import { ACCOUNT_TYPES } from './constants.js'
import { parseOrThrow } from './messages.js'

const Address = /** @type {v.GenericSchema<string, `0x${string}`>} */ (v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/)))
const AccountType = v.picklist(ACCOUNT_TYPES)
const ErrorBody = v.object({ message: v.string() })

export const UserSchema = v.object({
  email: v.optional(v.string()),
  userName: v.optional(v.string()),
  address: Address,
  chainId: v.number(),
  smartAccountDeployed: v.boolean(),
  preferredAccountType: AccountType,
  accounts: v.array(v.object({ address: Address, type: AccountType })),
})

/** @typedef {v.InferOutput<typeof UserSchema>} FrameUser */

const SCHEMAS = {
  action: v.object({ action: v.picklist(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT', 'VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }),
  waiting: v.object({ done: v.boolean() }),
  token: v.object({ token: v.string() }),
  socialToken: v.object({ token: v.string(), userName: v.optional(v.string()) }),
  farcaster: v.object({ done: v.boolean(), token: v.optional(v.string()), userName: v.optional(v.string()) }),
  uri: v.object({ uri: v.pipe(v.string(), v.url()) }),
  channel: v.object({ uri: v.pipe(v.string(), v.url()), channel: v.string() }),
  user: UserSchema,
  ok: v.object({ ok: v.literal(true) }),
  connected: v.object({ isConnected: v.boolean() }),
  email: v.object({ email: v.string() }),
  rpc: v.object({ result: v.unknown() }),
  preferred: v.object({ type: AccountType, address: Address }),
  init: v.object({ address: Address, isDeployed: v.boolean() }),
  networks: v.object({ chainIds: v.array(v.number()), smartAccountChainIds: v.array(v.number()) }),
}

/** An error answered by the backend; `status` is the HTTP status. */
export class BackendError extends Error {
  /** @param {string} message @param {number} status */
  constructor(message, status) {
    super(message)
    this.name = 'BackendError'
    this.status = status
  }
}

/**
 * @param {{ baseUrl: string, fetch?: typeof fetch }} options
 */
export function createBackendClient({ baseUrl, fetch: fetchFn = (input, init) => fetch(input, init) }) {
  /**
   * @template {v.GenericSchema} S
   * @param {string} path
   * @param {S} schema
   * @param {{ body?: unknown, token?: string | undefined, signal?: AbortSignal | undefined }} [options]
   * @returns {Promise<v.InferOutput<S>>}
   */
  async function call(path, schema, { body, token, signal } = {}) {
    /** @type {Record<string, string>} */
    const headers = { 'content-type': 'application/json' }
    if (token) headers.authorization = `Bearer ${token}`
    const response = await fetchFn(new URL(path, baseUrl), {
      method: 'POST',
      headers,
      body: JSON.stringify(body ?? {}),
      signal: signal ?? null,
    })
    const json = await response.json().catch(() => undefined)
    if (!response.ok) {
      const error = v.safeParse(ErrorBody, json)
      throw new BackendError(error.success ? error.output.message : `HTTP status code ${response.status}`, response.status)
    }
    return parseOrThrow(schema, json)
  }

  return {
    /** @param {{ email: string, deviceId: string, token?: string | undefined }} body */
    connectEmail: (body) => call('/api/email/connect', SCHEMAS.action, { body }),
    /** @param {{ email: string, deviceId: string }} body @param {AbortSignal} [signal] */
    waitForDevice: (body, signal) => call('/api/email/device', SCHEMAS.waiting, { body, signal }),
    /** @param {{ email: string, deviceId: string, otp: string }} body */
    connectOtp: (body) => call('/api/email/otp', SCHEMAS.token, { body }),
    /** @param {{ provider: string, redirectUri: string }} body */
    socialRedirect: (body) => call('/api/social/redirect', SCHEMAS.uri, { body }),
    /** @param {{ code: string, state: string }} body */
    connectSocial: (body) => call('/api/social/connect', SCHEMAS.socialToken, { body }),
    farcasterStart: () => call('/api/farcaster/start', SCHEMAS.channel),
    /** @param {{ channel: string }} body @param {AbortSignal} [signal] */
    farcasterWait: (body, signal) => call('/api/farcaster/wait', SCHEMAS.farcaster, { body, signal }),
    /** @param {string} token @param {{ chainId: number, preferredAccountType?: 'eoa' | 'smartAccount' | undefined }} body */
    user: (token, body) => call('/api/session/user', SCHEMAS.user, { token, body }),
    /** @param {string} token */
    signOut: (token) => call('/api/session/sign-out', SCHEMAS.ok, { token }),
    /** @param {string} token */
    isConnected: (token) => call('/api/session/check', SCHEMAS.connected, { token }),
    /** @param {string} token @param {{ email: string }} body */
    updateEmail: (token, body) => call('/api/email/update', SCHEMAS.action, { token, body }),
    /** @param {string} token @param {{ otp: string }} body */
    updateEmailPrimary: (token, body) => call('/api/email/update/primary', SCHEMAS.action, { token, body }),
    /** @param {string} token @param {{ otp: string }} body */
    updateEmailSecondary: (token, body) => call('/api/email/update/secondary', SCHEMAS.email, { token, body }),
    /** @param {string} token @param {{ chainId: number, method: string, params: unknown }} body @param {AbortSignal} [signal] */
    rpc: (token, body, signal) => call('/api/rpc', SCHEMAS.rpc, { token, body, signal }),
    /** @param {string} token @param {{ type: 'eoa' | 'smartAccount', chainId: number }} body */
    setPreferredAccount: (token, body) => call('/api/account/preferred', SCHEMAS.preferred, { token, body }),
    /** @param {string} token @param {{ chainId: number }} body */
    initSmartAccount: (token, body) => call('/api/account/init', SCHEMAS.init, { token, body }),
    networks: () => call('/api/networks', SCHEMAS.networks),
  }
}

/** @typedef {ReturnType<typeof createBackendClient>} BackendClient */
