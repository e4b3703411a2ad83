import { watchConnectionEvents } from '../connect/watchConnectionEvents'
import type { Connector } from '../connectors/types'
import { PorticoError } from '../errors'
import type { WritablePortico } from '../portico/types'
import { applyUser, embeddedUser } from './applyUser'
import { updateAccountState } from '../chains/updateAccountState'
import { isConnectedFrame } from './isConnectedFrame'
import { loadSmartAccountNetworks } from './loadSmartAccountNetworks'
import { preferredAccountType } from './preferredAccountType'
import { embeddedProvider } from './provider'
import { reloadEmbedded } from './reloadEmbedded'
import {
  createEmbeddedSession,
  reportLater,
  type AuthConnector,
  type EmbeddedSession,
  type EmbeddedWalletParameters,
} from './session'
import { signOutFrame } from './signOutFrame'
import { EMBEDDED_KEYS } from './storageKeys'
import { syncDappData } from './syncDappData'
import { syncTheme } from './syncTheme'

/** The id of the embedded wallet's connector. */
export const EMBEDDED_WALLET_CONNECTOR_ID = 'embeddedWallet'
/** The name the embedded wallet's connector shows. */
export const EMBEDDED_WALLET_CONNECTOR_NAME = 'Email & Socials'

/** The AUTH connector of one instance, over its embedded session. */
function authConnectorFor(p: WritablePortico, session: EmbeddedSession): AuthConnector {
  let provider: ReturnType<typeof embeddedProvider> | undefined
  return {
    id: EMBEDDED_WALLET_CONNECTOR_ID,
    name: EMBEDDED_WALLET_CONNECTOR_NAME,
    type: 'AUTH',
    chain: 'eip155',
    embedded: session,
    getProvider: async () => (provider ??= embeddedProvider(p, session)),
    async connect({ namespace, network, silent }) {
      if (silent && !(await isConnectedFrame(p, session)))
        throw new PorticoError('NOT_CONNECTED', { params: { namespace } })
      await loadSmartAccountNetworks(p, session) // a smart account is asked for only where the frame enables one
      const type = preferredAccountType(p, network?.id)
      const user = await session.request('GET_USER', {
        ...(network && { chainId: network.id }),
        ...(type && { preferredAccountType: type }),
      })
      session.user = user
      const others = (user.accounts ?? [])
        .map((a) => a.address)
        .filter((a) => a.toLowerCase() !== user.address.toLowerCase())
      return { addresses: [user.address, ...others], chainId: String(user.chainId) }
    },
    disconnect: () => signOutFrame(p, session),
    reload: () => reloadEmbedded(p),
  }
}

/**
 * The embedded wallet, for `createPortico({ connectors: [embeddedWallet()] })`: an AUTH connector for eip155
 * whose wallet lives in a secure frame on the frame service's origin (`apiUrls.frame`). The frame is created on
 * first need (e-mail, social or Farcaster login, a reconnect), or when the instance starts if the user signed
 * in this way before. Flows: `connectEmail`, `connectOtp`, `openSocialPopup` (core, in the click) + `socialLogin`
 * (or by hand `fetchSocialRedirectUri` + `connectSocial`),
 * `fetchFarcasterUri` + `connectFarcaster`, … from `@portico/sdk/embedded`.
 */
export function embeddedWallet(parameters: EmbeddedWalletParameters = {}): Connector {
  return {
    id: EMBEDDED_WALLET_CONNECTOR_ID,
    name: EMBEDDED_WALLET_CONNECTOR_NAME,
    type: 'AUTH',
    chain: 'eip155',
    discover(context) {
      const p = context.portico
      const report = reportLater(p)
      const session = createEmbeddedSession(p, parameters, () => {
        syncDappData(p).catch(report)
        syncTheme(p).catch(report)
      })
      const connector = authConnectorFor(p, session)
      context.add(connector)
      const stopEvents = watchConnectionEvents(p, {
        onEvent(event) {
          if (event.type === 'switch_success' && event.kind === 'connection' && event.connectorId === connector.id) {
            // Back to the embedded wallet among several: its user again, the account chosen in it kept.
            if (session.user) updateAccountState(p, { user: embeddedUser(p, session.user) }, 'eip155')
            return
          }
          if (event.type !== 'connect_success' || event.connectorId !== connector.id || !session.user) return
          applyUser(p, session.user)
          p.storage.write(EMBEDDED_KEYS.loginUsed, true)
          loadSmartAccountNetworks(p, session).catch(report)
        },
      })
      const stopTheme = p.$theme.listen(() => {
        if (session.hasFrame()) syncTheme(p).catch(report)
      })
      if (p.storage.read(EMBEDDED_KEYS.loginUsed)) session.client().catch(report)
      return () => {
        stopEvents()
        stopTheme()
        session.dropFrame()
      }
    },
  }
}
