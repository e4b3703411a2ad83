// @ts-check
// valibot schemas of the frame protocol (docs/wire.md, The frame protocol): the envelope the app posts and each event's payload.
// Browser-safe: the frame page imports this file too.
import * as v from 'valibot'
import { ACCOUNT_TYPES, APP_EVENTS, APP_EVENT_PREFIX, OTP_LENGTH, SOCIAL_PROVIDERS } from './constants.js'

const Email = v.pipe(v.string(), v.trim(), v.email('Invalid email'), v.maxLength(254))
const Otp = v.pipe(v.string(), v.trim(), v.regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `The code has ${OTP_LENGTH} digits`))
const ChainIdInput = v.union([v.pipe(v.number(), v.integer(), v.minValue(1)), v.pipe(v.string(), v.minLength(1), v.maxLength(80))])
const AccountType = v.picklist(ACCOUNT_TYPES, 'Account type is eoa or smartAccount')
const Nothing = v.unknown()

export const EnvelopeSchema = v.object({
  type: v.pipe(v.string(), v.startsWith(APP_EVENT_PREFIX), v.maxLength(100)),
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
  payload: v.optional(v.unknown()),
})

/** Payload schema per app event. */
export const PAYLOAD_SCHEMAS = {
  SWITCH_NETWORK: v.object({ chainId: ChainIdInput, rpcUrl: v.optional(v.string()) }),
  CONNECT_EMAIL: v.object({ email: Email }),
  CONNECT_DEVICE: Nothing,
  CONNECT_OTP: v.object({ otp: Otp }),
  CONNECT_SOCIAL: v.object({
    uri: v.pipe(v.string(), v.url('The social URI is not a URL'), v.maxLength(4096)),
    preferredAccountType: v.optional(AccountType),
  }),
  GET_SOCIAL_REDIRECT_URI: v.object({ provider: v.picklist(SOCIAL_PROVIDERS, 'Unknown social provider') }),
  GET_FARCASTER_URI: Nothing,
  CONNECT_FARCASTER: Nothing,
  GET_USER: v.optional(
    v.object({
      chainId: v.optional(ChainIdInput),
      preferredAccountType: v.optional(AccountType),
      socialUri: v.optional(v.string()),
      siwxMessage: v.optional(v.unknown()),
      rpcUrl: v.optional(v.string()),
    }),
  ),
  SIGN_OUT: Nothing,
  IS_CONNECTED: v.optional(v.object({ token: v.optional(v.string()) })),
  GET_CHAIN_ID: Nothing,
  RPC_REQUEST: v.object({
    method: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
    params: v.optional(v.union([v.array(v.unknown()), v.record(v.string(), v.unknown())])),
    chainId: v.optional(ChainIdInput),
  }),
  RPC_ABORT: Nothing,
  UPDATE_EMAIL: v.object({ email: Email }),
  UPDATE_EMAIL_PRIMARY_OTP: v.object({ otp: Otp }),
  UPDATE_EMAIL_SECONDARY_OTP: v.object({ otp: Otp }),
  AWAIT_UPDATE_EMAIL: Nothing,
  SYNC_THEME: v.object({
    themeMode: v.optional(v.picklist(['light', 'dark'], 'Theme mode is light or dark')),
    themeVariables: v.optional(v.record(v.string(), v.union([v.string(), v.number()]))),
    w3mThemeVariables: v.optional(v.record(v.string(), v.union([v.string(), v.number()]))),
  }),
  SYNC_DAPP_DATA: v.object({
    metadata: v.optional(
      v.object({
        name: v.string(),
        description: v.optional(v.string()),
        url: v.optional(v.string()),
        icons: v.optional(v.array(v.string())),
      }),
    ),
    sdkVersion: v.optional(v.string()),
    sdkType: v.optional(v.string()),
    projectId: v.string(),
  }),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: Nothing,
  INIT_SMART_ACCOUNT: Nothing,
  SET_PREFERRED_ACCOUNT: v.object({ type: AccountType }),
  RELOAD: Nothing,
}

/** @typedef {typeof APP_EVENTS[number]} AppEventName */

/**
 * @param {string} name
 * @returns {name is AppEventName}
 */
export function isAppEvent(name) {
  return /** @type {readonly string[]} */ (APP_EVENTS).includes(name)
}

/**
 * The first issue of a failed parse as one readable line ("email: Invalid email").
 * @param {readonly v.BaseIssue<unknown>[]} issues
 */
export function issueMessage(issues) {
  const issue = issues[0]
  if (!issue) return 'Invalid input'
  const path = (issue.path ?? []).map((item) => String(item.key)).join('.')
  return path ? `${path}: ${issue.message}` : issue.message
}

/**
 * Parses `value` or throws an Error with the first issue's message.
 * @template {v.GenericSchema} S
 * @param {S} schema
 * @param {unknown} value
 * @returns {v.InferOutput<S>}
 */
export function parseOrThrow(schema, value) {
  const result = v.safeParse(schema, value)
  if (!result.success) throw new Error(issueMessage(result.issues))
  return result.output
}

/**
 * A chain id as the app sends it (31337, '31337', '0x7a69' or 'eip155:31337') → a number, or undefined.
 * @param {number | string} input
 */
export function toChainId(input) {
  if (typeof input === 'number') return Number.isSafeInteger(input) && input > 0 ? input : undefined
  const text = input.startsWith('eip155:') ? input.slice('eip155:'.length) : input
  const value = /^0x[0-9a-f]+$/i.test(text) ? Number.parseInt(text, 16) : /^\d+$/.test(text) ? Number(text) : Number.NaN
  return Number.isSafeInteger(value) && value > 0 ? value : undefined
}
