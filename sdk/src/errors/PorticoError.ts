import { formatMessage, type ErrorCode } from './messages'

export type ErrorCategory = 'INTERNAL_SDK_ERROR' | 'API_ERROR'

export interface PorticoErrorOptions {
  category?: ErrorCategory
  cause?: unknown
  params?: Record<string, string | number>
}

/** Every error the SDK throws: a code from the catalogue, its exact message, a category and the cause. */
export class PorticoError extends Error {
  override readonly name: string = 'PorticoError'
  readonly code: ErrorCode
  readonly category: ErrorCategory

  constructor(code: ErrorCode, options: PorticoErrorOptions = {}) {
    super(formatMessage(code, options.params), options.cause === undefined ? undefined : { cause: options.cause })
    this.code = code
    this.category = options.category ?? 'INTERNAL_SDK_ERROR'
  }
}

export function isPorticoError(error: unknown, code?: ErrorCode): error is PorticoError {
  return error instanceof PorticoError && (code === undefined || error.code === code)
}

/** A readable message for anything thrown: the error's own message, a string, or 'Unknown error'. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message
  if (typeof error === 'string' && error) return error
  if (typeof error === 'object' && error && 'message' in error && typeof error.message === 'string' && error.message)
    return error.message
  return formatMessage('UNKNOWN')
}
