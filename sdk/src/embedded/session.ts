import { checkParam, objectParam } from '../validation/checkParam'
import * as v from 'valibot'
import { FRAME_REQUEST_TIMEOUT_MS } from '../constants'
import type { Connector } from '../connectors/types'
import { PorticoError } from '../errors'
import type { Portico } from '../portico/types'
import { reportError } from '../telemetry/reportError'
import { toPorticoError } from '../telemetry/toPorticoError'
import { alertFor } from './alertFor'
import { createFrameFor, pageOriginOf } from './frameSeam'
import { createFrameClient, type FrameClient } from './frameClient'
import { DEFAULT_FRAME_URL, frameUrl } from './frameUrl'
import type { FrameEventName, FrameReply, FrameRequest, FrameUser } from './protocol'
import { embeddedError } from './messages'
import { EMBEDDED_KEYS } from './storageKeys'

/**
 * Requests that wait on the user for as long as the user takes (an approval in the frame, a Farcaster scan); every
 * other request, the mail and OTP ones of spec §9 as much as GET_USER on a reconnect, is rejected after
 * FRAME_REQUEST_TIMEOUT_MS, so a stalled frame can never hang the app.
 */
const USER_PACED_REQUESTS: readonly FrameEventName[] = ['RPC_REQUEST', 'CONNECT_FARCASTER']

/** The embedded wallet connector's options. */
export interface EmbeddedWalletParameters {
  /** Log the frame's messages in its console (default: the `enableAuthLogger` option). */
  enableLogger?: boolean
}

/** One instance's embedded wallet: its frame (created on first need) and the signed-in user. */
export interface EmbeddedSession {
  /** The frame's user as last reported (GET_USER, CONNECT_SOCIAL); undefined when signed out. */
  user: FrameUser | undefined
  /** True once the frame was created (it may still be loading). */
  hasFrame(): boolean
  /** The ready frame client, creating the frame on first need. */
  client(): Promise<FrameClient>
  /** Posts a request (creating the frame when needed); failures raise the alerts of spec §8 and are rethrown. */
  request<N extends FrameEventName>(name: N, payload: FrameRequest<N>): Promise<FrameReply<N>>
  /** Removes the frame; the next need creates a new one. */
  dropFrame(): void
}

/** The AUTH connector as listed on an instance: it carries the instance's embedded session. */
export interface AuthConnector extends Connector {
  type: 'AUTH'
  readonly embedded: EmbeddedSession
}

/** Whether a connector is the embedded wallet's (type AUTH, with its frame session). */
export function isAuthConnector(connector: Connector): connector is AuthConnector {
  checkParam('connector', objectParam({ type: v.string() }), connector)
  return connector.type === 'AUTH' && 'embedded' in connector
}

/** The chain the frame starts on: the active eip155 network, else the app's first eip155 network. */
function startChainId(p: Portico): string | number {
  const chain = p.$chains.get().eip155
  const network = chain?.networkState.caipNetwork ?? chain?.caipNetworks[0]
  if (!network) throw new PorticoError('NETWORK_NOT_FOUND')
  return network.id
}

/**
 * Creates the instance's embedded session; nothing is loaded until the frame is first needed. `onReady` runs each
 * time a new frame becomes ready (to sync the app's data and theme into it).
 */
export function createEmbeddedSession(
  p: Portico,
  parameters: EmbeddedWalletParameters,
  onReady: () => void = () => undefined,
): EmbeddedSession {
  let current: { client?: FrameClient; ready: Promise<FrameClient> } | undefined

  const drop = () => {
    current?.client?.remove()
    current = undefined
  }

  const create = () => {
    const options = p.$options.get()
    const url = frameUrl({
      baseUrl: options.apiUrls.frame ?? DEFAULT_FRAME_URL,
      projectId: options.projectId,
      chainId: startChainId(p),
      enableLogger: parameters.enableLogger ?? options.enableAuthLogger ?? false,
      parentOrigin: pageOriginOf(p.platform),
    })
    const entry: { client?: FrameClient; ready: Promise<FrameClient> } = {
      ready: createFrameFor(p.platform, url)
        .then((frame) => {
          const client = createFrameClient({
            frame,
            origin: new URL(url).origin,
            clock: p.platform,
            onDrop: (reason) => reportError(p, embeddedError('FRAME_MESSAGE_DROPPED', { params: { reason } })),
            onSessionUpdate: (token) => p.storage.write(EMBEDDED_KEYS.sessionToken, token),
          })
          entry.client = client
          // Dropped while the platform was still creating it: nobody will use this frame.
          if (current !== entry) client.remove()
          return client.ready.then(() => {
            onReady()
            return client
          })
        })
        .catch((error: unknown) => {
          alertFor(p, error)
          if (current === entry) drop()
          throw error
        }),
    }
    current = entry
    return entry.ready
  }

  const session: EmbeddedSession = {
    user: undefined,
    hasFrame: () => current !== undefined,
    client: () => current?.ready ?? create(),
    async request(name, payload) {
      const client = await session.client()
      try {
        return await client.request(
          name,
          payload,
          USER_PACED_REQUESTS.includes(name) ? {} : { timeoutMs: FRAME_REQUEST_TIMEOUT_MS },
        )
      } catch (error) {
        alertFor(p, error)
        throw error
      }
    },
    dropFrame: drop,
  }
  return session
}

/** Hands an error nobody awaits to telemetry (the instance's reporters and `onError`). */
export function reportLater(p: Portico): (error: unknown) => void {
  return (error) => reportError(p, toPorticoError(error))
}
