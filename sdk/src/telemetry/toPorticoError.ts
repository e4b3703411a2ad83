import { errorMessage, PorticoError, type ErrorCategory } from '../errors'

/** A PorticoError as it is; anything else wrapped with its message kept and the original as the cause. */
export function toPorticoError(error: unknown, category: ErrorCategory = 'INTERNAL_SDK_ERROR'): PorticoError {
  if (error instanceof PorticoError) return error
  return new PorticoError('ACTION_FAILED', { category, cause: error, params: { message: errorMessage(error) } })
}
