import type { ErrorCode } from '@portico/sdk'

/**
 * The SDK codes whose message is written for the app's developer (a missing setup, a broken invariant, a wallet's
 * raw words), not for the user: the catalogue has no text for them and the user reads the generic one. Every other
 * code has its text in `errors` (a test holds both lists against the SDK's).
 */
export const DEVELOPER_ERROR_CODES = [
  'CHAIN_REQUIRED_FOR_ACCOUNT_DATA',
  'CHAIN_REQUIRED_FOR_ACCOUNT_PROP',
  'CHAIN_ADAPTER_NOT_FOUND',
  'NETWORK_CLIENT_NOT_SET',
  'CONNECTION_CLIENT_NOT_SET',
  'OPTIONS_CONFLICT_SIWX',
  'INVALID_STORED_VALUE',
  'ACTION_FAILED',
  'ENTRY_NOT_LOADED',
  'FRAME_NOT_SET',
  'FRAME_PARENT_NOT_SET',
  'FRAME_ERROR',
  'FRAME_MESSAGE_DROPPED',
  'EMBEDDED_WALLET_NOT_CONFIGURED',
  'SOCIAL_POPUP_BLOCKED',
  'SOCIAL_POPUP_CLOSED',
  'SIWX_NOT_ENABLED',
  'SIWX_NO_CONNECTION_CLIENT',
  'SIWX_CLOUD_UNSUPPORTED',
] as const satisfies readonly ErrorCode[]

/**
 * The codes of a service that failed to answer well (a status, no connection, a time-out, an answer of the wrong
 * shape): their messages name URLs and statuses for the developer; the user reads that the service is not answering.
 */
export const SERVICE_ERROR_CODES = [
  'HTTP_STATUS',
  'REQUEST_FAILED',
  'REQUEST_TIMEOUT',
  'INVALID_RESPONSE',
] as const satisfies readonly ErrorCode[]
