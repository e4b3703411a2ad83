import { updateAccountState } from '../chains/updateAccountState'
import { push } from '../router/push'
import { checkUrl } from '../url/checkUrl'
import { authConnector } from './embeddedSession'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** What `fetchFarcasterUri` returns. */
export type FetchFarcasterUriReturnType = string

/**
 * Starts a Farcaster login: its approval link goes to `accountState.farcasterUrl` (shown as a QR code).
 *
 * @example
 * const uri = await fetchFarcasterUri(portico) // shown as a QR code
 */
export function fetchFarcasterUri(p: Portico): Promise<string> {
  return runAction(p, async (p) => {
    const answer = await authConnector(p).embedded.request('GET_FARCASTER_URI', undefined)
    // The link is shown as a QR code and opened by the user: only a web or app link the URL policy allows.
    const url = checkUrl(answer.url, 'appLink')
    updateAccountState(p, { farcasterUrl: url }, 'eip155')
    push(p, { view: 'ConnectingFarcaster' })
    return url
  })
}

/** The error codes `fetchFarcasterUri` can throw. */
export type FetchFarcasterUriErrorType =
  | 'ACTION_FAILED'
  | 'CHAIN_ADAPTER_NOT_FOUND'
  | 'CHAIN_REQUIRED_FOR_ACCOUNT_DATA'
  | 'EMBEDDED_WALLET_NOT_CONFIGURED'
  | 'INVALID_PARAMETER'
  | 'UNSAFE_URL'
  | 'USER_REJECTED'
