import { ACCOUNT_MESSAGES } from '../account/messages'
import { ANALYTICS_MESSAGES } from '../api/instance/originAlert'
import { API_MESSAGES } from '../api/messages'
import { EMBEDDED_MESSAGES } from '../embedded/messages'
import { NAMES_MESSAGES } from '../names/messages'
import { ONRAMP_MESSAGES } from '../onramp/messages'
import { SEND_MESSAGES } from '../send/messages'
import { SIWX_MESSAGES } from '../siwx/messages'
import { SWAP_MESSAGES } from '../swap/messages'
import { WALLETCONNECT_MESSAGES } from '../walletconnect/messages'
import { CORE_MESSAGES } from '../errors/messages'
import { WALLET_MESSAGES } from '../connectors/walletMessages'

/** Each table of messages: the core's and each domain's, every code in exactly one. */
export const MESSAGE_TABLES = {
  core: CORE_MESSAGES,
  account: ACCOUNT_MESSAGES,
  analytics: ANALYTICS_MESSAGES,
  api: API_MESSAGES,
  embedded: EMBEDDED_MESSAGES,
  names: NAMES_MESSAGES,
  onramp: ONRAMP_MESSAGES,
  send: SEND_MESSAGES,
  siwx: SIWX_MESSAGES,
  swap: SWAP_MESSAGES,
  walletconnect: WALLETCONNECT_MESSAGES,
  wallets: WALLET_MESSAGES,
} as const

/**
 * Every message of the SDK by code (spec §8 word for word, and Portico's own), for tests and tooling. The SDK's
 * code never reads it: the core and each domain read their own table, so an app ships only the messages of the
 * entries it uses.
 */
export const ERROR_MESSAGES = {
  ...CORE_MESSAGES,
  ...ACCOUNT_MESSAGES,
  ...ANALYTICS_MESSAGES,
  ...API_MESSAGES,
  ...EMBEDDED_MESSAGES,
  ...NAMES_MESSAGES,
  ...ONRAMP_MESSAGES,
  ...SEND_MESSAGES,
  ...SIWX_MESSAGES,
  ...SWAP_MESSAGES,
  ...WALLETCONNECT_MESSAGES,
  ...WALLET_MESSAGES,
}

/** Every error code of the SDK. */
export type ErrorCode = keyof typeof ERROR_MESSAGES
