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
import { REQUEST_MESSAGES } from '../errors/requestMessages'
import { TRANSACTION_MESSAGES } from '../errors/transactionMessages'
import { PEER_MESSAGES } from '../errors/importWithPeer'
import { CAIP_MESSAGES } from '../caip/messages'
import { CHAINS_MESSAGES } from '../chains/messages'
import { CONNECT_MESSAGES } from '../connect/messages'
import { WALLET_MESSAGES } from '../connectors/walletMessages'
import { SPEC_ONLY_MESSAGES } from './specOnly'

/** Each table of messages: the core's and each domain's, every code in exactly one. */
export const MESSAGE_TABLES = {
  core: CORE_MESSAGES,
  requests: REQUEST_MESSAGES,
  transactions: TRANSACTION_MESSAGES,
  peers: PEER_MESSAGES,
  caip: CAIP_MESSAGES,
  chains: CHAINS_MESSAGES,
  connect: CONNECT_MESSAGES,
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
  specOnly: SPEC_ONLY_MESSAGES,
} as const

/**
 * Every message of the SDK by code (spec §8 word for word, and Portico's own), for tests and tooling. The SDK's
 * code never reads it: the core and each domain read their own table, so an app ships only the messages of the
 * entries it uses.
 */
export const ERROR_MESSAGES = {
  ...CORE_MESSAGES,
  ...REQUEST_MESSAGES,
  ...TRANSACTION_MESSAGES,
  ...PEER_MESSAGES,
  ...CAIP_MESSAGES,
  ...CHAINS_MESSAGES,
  ...CONNECT_MESSAGES,
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
  ...SPEC_ONLY_MESSAGES,
}

/** Every error code of the SDK. */
export type ErrorCode = keyof typeof ERROR_MESSAGES
