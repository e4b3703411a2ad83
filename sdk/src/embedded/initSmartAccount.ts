import { updateAccountState } from '../chains/updateAccountState'
import { authConnector } from './embeddedSession'
import { isEmbeddedConnected } from './isEmbeddedConnected'
import type { FrameReply } from './protocol'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** What `initSmartAccount` returns. */
export type InitSmartAccountReturnType = { address: string; isDeployed: boolean }

/**
 * Prepares the user's smart account on the current chain; `smartAccountDeployed` follows the answer.
 *
 * @example
 * const { address, isDeployed } = await initSmartAccount(portico)
 */
export function initSmartAccount(p: Portico): Promise<FrameReply<'INIT_SMART_ACCOUNT'>> {
  return runAction(p, async (p) => {
    const answer = await authConnector(p).embedded.request('INIT_SMART_ACCOUNT', undefined)
    if (isEmbeddedConnected(p)) updateAccountState(p, { smartAccountDeployed: answer.isDeployed }, 'eip155')
    return answer
  })
}

/** The error codes `initSmartAccount` can throw. */
export type InitSmartAccountErrorType =
  | 'ACTION_FAILED'
  | 'CHAIN_ADAPTER_NOT_FOUND'
  | 'CHAIN_REQUIRED_FOR_ACCOUNT_DATA'
  | 'EMBEDDED_WALLET_NOT_CONFIGURED'
  | 'INVALID_PARAMETER'
  | 'USER_REJECTED'
