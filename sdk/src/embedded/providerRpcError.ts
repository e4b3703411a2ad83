import * as v from 'valibot'
import { EIP1193_USER_REJECTED_CODE } from '../constants'
import { formatMessage, isPorticoError } from '../errors'
import { exactly } from '../validation/schemaParts'

/** An EIP-1193 provider error: a numeric code (4001 = the user rejected the request) and a message. */
export class ProviderRpcError extends Error {
  override readonly name: string = 'ProviderRpcError'
  readonly code: number

  constructor(code: number, message: string, options: { cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.code = code
  }
}

const rejectedPayload = v.object({ code: exactly(EIP1193_USER_REJECTED_CODE) })

/**
 * The frame's answer meant "the user pressed Reject": an error answer with code 4001, or (from a frame that sends
 * no code) the message 'User rejected the request'.
 */
export function isFrameRejection(error: unknown): boolean {
  if (!isPorticoError(error, 'FRAME_ERROR')) return false
  return v.is(rejectedPayload, error.cause) || error.message === formatMessage('USER_REJECTED')
}

/** The EIP-1193 error of a request the user rejected in the frame (code 4001), the frame's answer as its cause. */
export function userRejectedError(cause: unknown): ProviderRpcError {
  return new ProviderRpcError(EIP1193_USER_REJECTED_CODE, formatMessage('USER_REJECTED'), { cause })
}
