import { updateAccountState } from '../chains/updateAccountState'
import type { ConnectReturnType } from '../connect/connect'
import { defineAction } from '../telemetry/defineAction'
import { authConnector } from './embeddedSession'
import { finishLogin } from './finishLogin'
import type { EmbeddedAccountType } from './protocol'

/** What `connectSocial` returns. */
export type ConnectSocialReturnType = ConnectReturnType

/**
 * Finishes a social login with the URI the provider's page returned to; connects the embedded wallet. A given
 * account type becomes the preferred one, so the connection that follows keeps it.
 */
export const connectSocial = defineAction(
  async (p, uri: string, preferredAccountType?: EmbeddedAccountType): Promise<ConnectReturnType> => {
    const session = authConnector(p).embedded
    session.user = await session.request('CONNECT_SOCIAL', { uri, ...(preferredAccountType && { preferredAccountType }) })
    if (preferredAccountType && p.$chains.get().eip155) updateAccountState(p, { preferredAccountType }, 'eip155')
    return finishLogin(p)
  },
)

/** The error codes `connectSocial` can throw. */
export type ConnectSocialErrorType =
  | 'ACTION_FAILED'
  | 'CHAIN_ADAPTER_NOT_FOUND'
  | 'CHAIN_REQUIRED_FOR_ACCOUNT_DATA'
  | 'CONNECTOR_NOT_FOUND'
  | 'CONNECTOR_NO_PROVIDER'
  | 'EMBEDDED_WALLET_NOT_CONFIGURED'
  | 'INVALID_PARAMETER'
  | 'INVALID_RESPONSE'
  | 'NO_ACCOUNTS'
  | 'USER_REJECTED'
