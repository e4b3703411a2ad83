import { updateAccountState } from '../chains/updateAccountState'
import type { ConnectReturnType } from '../connect/connect'
import * as v from 'valibot'
import { checkParam, filledTextParam, objectParam } from '../validation/checkParam'
import { accountTypeSchema } from '../validation/isAccountType'
import { authConnector } from './embeddedSession'
import { type EmbeddedLoginErrorType, finishLogin } from './finishLogin'
import type { EmbeddedAccountType } from './protocol'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** The parameters of `connectSocial`. */
export interface ConnectSocialParams {
  /** The URI the provider's page returned to. */
  uri: string
  /** The account type to connect with, which becomes the preferred one. */
  preferredAccountType?: EmbeddedAccountType | undefined
}

const connectSocialParamsSchema = () =>
  objectParam({ uri: filledTextParam(), preferredAccountType: v.optional(accountTypeSchema) })

/** What `connectSocial` returns. */
export type ConnectSocialReturnType = ConnectReturnType

/**
 * Finishes a social login with the URI the provider's page returned to; connects the embedded wallet. A given
 * account type becomes the preferred one, so the connection that follows keeps it.
 *
 * @example
 * await connectSocial(portico, { uri: window.location.href }) // the page the provider returned to
 */
export function connectSocial(p: Portico, params: ConnectSocialParams): Promise<ConnectReturnType> {
  return runAction(p, async (p) => {
    const { uri, preferredAccountType } = checkParam('params', connectSocialParamsSchema(), params)
    const session = authConnector(p).embedded
    session.user = await session.request('CONNECT_SOCIAL', {
      uri,
      ...(preferredAccountType && { preferredAccountType }),
    })
    if (preferredAccountType && p.$chains.get().eip155) updateAccountState(p, { preferredAccountType }, 'eip155')
    return finishLogin(p)
  })
}

/** The error codes `connectSocial` can throw. */
export type ConnectSocialErrorType = EmbeddedLoginErrorType
