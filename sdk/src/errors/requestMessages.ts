import { errorFactory } from './errorFactory'

/**
 * The messages of a request that failed or was answered badly: a service's HTTP request (spec §7), a wallet's or the
 * embedded wallet's answer, a chain's RPC. Only code that sends such requests throws them, and that code loads
 * later than the start: the texts load with it.
 */
export const REQUEST_MESSAGES = {
  HTTP_STATUS: 'HTTP status code {status}',
  INVALID_RESPONSE: 'Invalid response: {field}: {reason}',
  REQUEST_ABORTED: 'Request was aborted',
  REQUEST_FAILED: 'Could not reach {url}: {reason}',
  REQUEST_TIMEOUT: 'Request timed out after {ms} ms',
} as const

/** A `PorticoError` of a failed request. */
export const requestError = errorFactory(REQUEST_MESSAGES)
