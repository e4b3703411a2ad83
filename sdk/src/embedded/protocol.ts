// The embedded-wallet frame protocol (spec §7 embedded-wallet messaging; docs/wire.md, The frame protocol): the envelopes, and the
// valibot schema of every request the SDK posts and of every answer it accepts. Both directions are checked.
import * as v from 'valibot'
import { emailSchema } from '../validation/isEmail'
import { socialProviderSchema } from '../validation/isSocialProvider'
import { stringOrNumber, urlString, wholeNumber } from '../validation/schemaParts'

/** The prefix of the messages the app sends the embedded wallet's frame. */
export const APP_EVENT_PREFIX = '@w3m-app/'
/** The prefix of the messages the embedded wallet's frame sends the app. */
export const FRAME_EVENT_PREFIX = '@w3m-frame/'

/** Lengths the envelope allows (an id is a short random string; a type is a prefix plus an event name). */
const MAX_ID_LENGTH = 128
const MAX_TYPE_LENGTH = 100

const chainIdSchema = v.custom<number | string>(
  (id) => (typeof id === 'number' && Number.isInteger(id) && id >= 1) || (typeof id === 'string' && id !== ''),
  'must be a positive integer or a non-empty string',
)
const embeddedAccountTypeSchema = v.picklist(['eoa', 'smartAccount'])
const otpSchema = v.pipe(v.string(), v.trim(), v.regex(/^\d{4,8}$/, 'The code is 4 to 8 digits'))
const addressSchema = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/, 'Invalid address'))
// Checks are written with valibot functions the core uses anyway (docs/size.md).
const none = v.custom<undefined>((value) => value === undefined, 'expected no payload')

/** The payload each request carries (spec §7 messaging table). */
export const REQUEST_SCHEMAS = {
  SWITCH_NETWORK: v.object({ chainId: chainIdSchema }),
  CONNECT_EMAIL: v.object({ email: emailSchema }),
  CONNECT_DEVICE: none,
  CONNECT_OTP: v.object({ otp: otpSchema }),
  CONNECT_SOCIAL: v.object({ uri: urlString(), preferredAccountType: v.optional(embeddedAccountTypeSchema) }),
  GET_SOCIAL_REDIRECT_URI: v.object({ provider: socialProviderSchema }),
  GET_FARCASTER_URI: none,
  CONNECT_FARCASTER: none,
  GET_USER: v.object({
    chainId: v.optional(chainIdSchema),
    preferredAccountType: v.optional(embeddedAccountTypeSchema),
    socialUri: v.optional(v.string()),
  }),
  SIGN_OUT: none,
  IS_CONNECTED: v.optional(v.object({ token: v.optional(v.string()) })),
  GET_CHAIN_ID: none,
  RPC_REQUEST: v.object({
    method: v.pipe(v.string(), v.nonEmpty()),
    params: v.optional(
      v.custom<unknown[] | Record<string, unknown>>(
        (params) => typeof params === 'object' && params !== null,
        'must be an array or an object',
      ),
    ),
  }),
  RPC_ABORT: none,
  UPDATE_EMAIL: v.object({ email: emailSchema }),
  UPDATE_EMAIL_PRIMARY_OTP: v.object({ otp: otpSchema }),
  UPDATE_EMAIL_SECONDARY_OTP: v.object({ otp: otpSchema }),
  SYNC_THEME: v.object({
    themeMode: v.optional(v.picklist(['light', 'dark'])),
    themeVariables: v.optional(v.record(v.string(), stringOrNumber)),
  }),
  SYNC_DAPP_DATA: v.object({
    metadata: v.optional(
      v.object({ name: v.string(), description: v.string(), url: v.string(), icons: v.array(v.string()) }),
    ),
    sdkVersion: v.optional(v.string()),
    sdkType: v.optional(v.string()),
    projectId: v.pipe(v.string(), v.nonEmpty()),
  }),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: none,
  INIT_SMART_ACCOUNT: none,
  SET_PREFERRED_ACCOUNT: v.object({ type: embeddedAccountTypeSchema }),
  RELOAD: none,
} as const

const actionSchema = <const T extends readonly [string, ...string[]]>(actions: T) =>
  v.object({ action: v.picklist(actions) })

/** The embedded user session (spec §3) as the frame reports it. */
export const frameUserSchema = v.object({
  email: v.nullish(emailSchema),
  userName: v.optional(v.string()),
  address: addressSchema,
  chainId: chainIdSchema,
  smartAccountDeployed: v.optional(v.boolean()),
  preferredAccountType: v.optional(embeddedAccountTypeSchema),
  accounts: v.optional(v.array(v.object({ address: addressSchema, type: embeddedAccountTypeSchema }))),
})

/** The payload of each request's success answer. */
export const REPLY_SCHEMAS = {
  SWITCH_NETWORK: v.object({ chainId: chainIdSchema }),
  CONNECT_EMAIL: actionSchema(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']),
  CONNECT_DEVICE: v.unknown(),
  CONNECT_OTP: v.unknown(),
  CONNECT_SOCIAL: frameUserSchema,
  GET_SOCIAL_REDIRECT_URI: v.object({ uri: urlString() }),
  GET_FARCASTER_URI: v.object({ url: urlString() }),
  CONNECT_FARCASTER: v.object({ userName: v.optional(v.string()) }),
  GET_USER: frameUserSchema,
  SIGN_OUT: v.unknown(),
  IS_CONNECTED: v.object({ isConnected: v.boolean() }),
  GET_CHAIN_ID: v.object({ chainId: chainIdSchema }),
  RPC_REQUEST: v.unknown(),
  RPC_ABORT: v.unknown(),
  UPDATE_EMAIL: actionSchema(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']),
  UPDATE_EMAIL_PRIMARY_OTP: actionSchema(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']),
  UPDATE_EMAIL_SECONDARY_OTP: v.object({ newEmail: emailSchema }),
  SYNC_THEME: v.unknown(),
  SYNC_DAPP_DATA: v.unknown(),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: v.object({
    smartAccountEnabledNetworks: v.array(wholeNumber(1)),
  }),
  INIT_SMART_ACCOUNT: v.object({ address: addressSchema, isDeployed: v.boolean() }),
  SET_PREFERRED_ACCOUNT: v.object({ type: embeddedAccountTypeSchema, address: addressSchema }),
  RELOAD: v.unknown(),
} as const

/** The name of a request the app sends the embedded wallet's frame. */
export type FrameEventName = keyof typeof REQUEST_SCHEMAS
/** A request the app sends the embedded wallet's frame. */
export type FrameRequest<N extends FrameEventName> = v.InferInput<(typeof REQUEST_SCHEMAS)[N]>
/** A reply of the embedded wallet's frame to one request. */
export type FrameReply<N extends FrameEventName> = v.InferOutput<(typeof REPLY_SCHEMAS)[N]>
/** The embedded wallet's user: e-mail or user name, address, chain and account types. */
export type FrameUser = v.InferOutput<typeof frameUserSchema>
/** An embedded wallet account's type: eoa or smartAccount. */
export type EmbeddedAccountType = v.InferOutput<typeof embeddedAccountTypeSchema>

/** Any message from the frame: `@w3m-frame/<NAME>` with an id and maybe a payload. */
export const frameEnvelopeSchema = v.object({
  type: v.pipe(
    v.string(),
    v.check((type) => type.startsWith(FRAME_EVENT_PREFIX) && type.length <= MAX_TYPE_LENGTH, 'not a frame event type'),
  ),
  id: v.pipe(
    v.string(),
    v.check((id) => id.length <= MAX_ID_LENGTH, 'id too long'),
  ),
  payload: v.optional(v.unknown()),
})

/** An error answer's payload. */
export const frameErrorSchema = v.object({
  message: v.string(),
  /** An EIP-1193 error code, when the error is one (4001: the user rejected the request in the frame). */
  code: v.optional(v.pipe(v.number(), v.integer())),
})

/** SESSION_UPDATE's payload. */
export const sessionUpdateSchema = v.object({ token: v.pipe(v.string(), v.nonEmpty()) })
