import { errorMessage, PorticoError, type ErrorCategory } from '../errors'
import { isUserRejection } from '../errors/isUserRejection'

/**
 * A PorticoError as it is; a wallet's refusal (EIP-1193 4001, WalletConnect 5000, "user rejected…") as
 * 'USER_REJECTED', so `isPorticoError(error, 'USER_REJECTED')` holds whichever wallet declined; anything else
 * wrapped as 'ACTION_FAILED' with its message kept. The original is the cause.
 */
export function toPorticoError(error: unknown, category: ErrorCategory = 'INTERNAL_SDK_ERROR'): PorticoError {
  if (error instanceof PorticoError) return error
  if (isUserRejection(error)) return new PorticoError('USER_REJECTED', { category, cause: error })
  return new PorticoError('ACTION_FAILED', { category, cause: error, params: { message: errorMessage(error) } })
}
