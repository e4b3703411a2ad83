import { errorMessage, formatMessage } from '@portico/sdk'
import { isUserRejection } from '@portico/sdk/siwx'

/**
 * A failure as one short sentence for the page: the SDK's text for a request the user declined in the wallet,
 * a wallet library's short message when it has one, else the SDK's message for the error (never a stack).
 */
export function errorText(error: unknown): string {
  if (isUserRejection(error)) return formatMessage('USER_REJECTED')
  const short =
    typeof error === 'object' && error !== null ? (error as { shortMessage?: unknown }).shortMessage : undefined
  return typeof short === 'string' ? short : (errorMessage(error).split('\n')[0] ?? '')
}
