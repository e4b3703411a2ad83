import * as v from 'valibot'
import { checkParam, filledTextParam, objectParam } from '../validation/checkParam'
import { NAMESPACES, type Namespace } from '../constants'
import type { Portico } from '../portico/types'
import { PorticoError } from '../errors'
import { emitConnectionEvent } from './watchConnectionEvents'
import { trackStatus } from './trackStatus'
import { heldById } from './heldById'
import { runAction } from '../telemetry/runAction'

/** The parameters of `disconnect`. */
export interface DisconnectParams {
  /** Disconnect this namespace (and the others sharing its WalletConnect or embedded-wallet session); default all. */
  namespace?: Namespace | undefined
  /** Disconnect only this connection (an `id` from `$connections`) and the others sharing its session. */
  connectionId?: string | undefined
}

const disconnectParamsSchema = () =>
  objectParam({
    namespace: v.optional(v.picklist(NAMESPACES, 'must be a namespace')),
    connectionId: v.optional(filledTextParam()),
  })

/** The codes `disconnect` throws: a bad namespace, a wallet that failed to end its session, or another failure. */
export type DisconnectErrorType =
  | 'ACTION_FAILED'
  | 'CHAIN_ADAPTER_NOT_FOUND'
  | 'CHAIN_REQUIRED_FOR_ACCOUNT_DATA'
  | 'DISCONNECT_CHAINS_FAILED'
  | 'DISCONNECT_FAILED'
  | 'INVALID_PARAMETER'
  | 'NO_ACCOUNTS'
  | 'USER_REJECTED'

/** What `disconnect` returns. */
export type DisconnectReturnType = undefined

/**
 * Disconnects (spec §4): disconnects the chosen namespace and the others connected through the same kind of shared
 * session (WalletConnect, embedded wallet), or every namespace; clears their account and network state, the pairing
 * link, the stored social provider and connector ids (the send form, which follows the account, starts afresh).
 * Local state is cleared even when a wallet fails to end its session. With `connectionId`, only that connection (and
 * those sharing its session) leaves; the others stay, the next one taking the active one's place (see
 * `$connections`). Emits `disconnect_success`, or `disconnect_error` with
 * 'Failed to disconnect chains' (a wallet failed) or 'Failed to disconnect'; errors go to telemetry (the action
 * boundary) and are rethrown, never shown.
 *
 * @example
 * await disconnect(portico) // every namespace
 * await disconnect(portico, { namespace: 'solana' })
 * await disconnect(portico, { connectionId: 'eip155:io.metamask' }) // one wallet; the others stay connected
 */
export function disconnect(p: Portico, params: DisconnectParams = {}) {
  return runAction(p, async (p) => {
    const { namespace, connectionId } = checkParam('params', disconnectParamsSchema(), params)
    if (connectionId) heldById(p, connectionId)
    return trackStatus(p, 'disconnectStatus', async () => {
      // The rest loads with the first disconnect (fetched ahead once a wallet is connected, see `applyConnection`).
      const { disconnectWallets } = await import('./disconnectWallets').catch((cause) => {
        const error = new PorticoError('DISCONNECT_FAILED', { cause })
        emitConnectionEvent(p, { type: 'disconnect_error', namespaces: [], error })
        throw error
      })
      await disconnectWallets(p, namespace, connectionId)
    })
  })
}
