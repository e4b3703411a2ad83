import { applyUser } from './applyUser'
import { authConnector } from './embeddedSession'
import { isEmbeddedConnected } from './isEmbeddedConnected'
import { preferredAccountType } from './preferredAccountType'
import type { FrameUser } from './protocol'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** What `fetchUser` returns. */
export type FetchUserReturnType = FrameUser

/**
 * Reads the embedded user session (spec §3) for the active eip155 chain and preferred account type; while the
 * embedded wallet is connected it shows on the account state (user, accounts, address, smart-account status).
 *
 * @example
 * const { email, address } = await fetchUser(portico)
 */
export function fetchUser(p: Portico): Promise<FrameUser> {
  return runAction(p, async (p) => {
    const session = authConnector(p).embedded
    const network = p.$chains.get().eip155?.networkState.caipNetwork
    const type = preferredAccountType(p, network?.id)
    const user = await session.request('GET_USER', {
      ...(network && { chainId: network.id }),
      ...(type && { preferredAccountType: type }),
    })
    session.user = user
    if (isEmbeddedConnected(p)) applyUser(p, user)
    return user
  })
}

/** The error codes `fetchUser` can throw. */
export type FetchUserErrorType =
  | 'ACTION_FAILED'
  | 'CHAIN_ADAPTER_NOT_FOUND'
  | 'CHAIN_REQUIRED_FOR_ACCOUNT_DATA'
  | 'EMBEDDED_WALLET_NOT_CONFIGURED'
  | 'INVALID_PARAMETER'
  | 'USER_REJECTED'
