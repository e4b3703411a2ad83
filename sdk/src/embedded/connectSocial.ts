import type { ConnectResult } from '../connect/connect'
import { defineAction } from '../telemetry/defineAction'
import { authConnector } from './embeddedSession'
import { finishLogin } from './finishLogin'
import type { EmbeddedAccountType } from './protocol'

/** Finishes a social login with the URI the provider's page returned to; connects the embedded wallet. */
export const connectSocial = defineAction(
  async (p, uri: string, preferredAccountType?: EmbeddedAccountType): Promise<ConnectResult> => {
    const session = authConnector(p).embedded
    session.user = await session.request('CONNECT_SOCIAL', { uri, ...(preferredAccountType && { preferredAccountType }) })
    return finishLogin(p)
  },
)
