import { computed, type ReadableAtom } from 'nanostores'
import type { Portico } from '../portico/types'
import { entryStore } from '../stores/entryStore'
import { type Connection, SHARED_SESSION_TYPES } from './connections'
import type { DisconnectParams } from './disconnect'

/** One way to disconnect an account view offers: the active wallet alone, or every wallet. */
export interface DisconnectChoice {
  /** 'active': the active wallet (and what shares its session) leaves, the next one becomes active; 'all': every wallet. */
  scope: 'active' | 'all'
  /** What to pass to `disconnect` for it. */
  params: DisconnectParams
  /** With 'active': the wallet that leaves, to name it. */
  connection?: Connection | undefined
}

/** What `disconnectChoices` returns. */
export type DisconnectChoicesReturnType = ReadableAtom<readonly DisconnectChoice[]>

/** The error codes `disconnectChoices` can throw. */
export type DisconnectChoicesErrorType = never

/**
 * How an account view's Disconnect works, as a store: with one wallet connected (or `features.multiWallet` off)
 * one choice, 'all', the spec's disconnect (§4: every namespace, as before); with several, the active wallet alone
 * first (the others stay, the next one becoming active), then 'all'. A WalletConnect or embedded-wallet session
 * serving several namespaces counts as one wallet: ending it ends them all. One per instance, made on first use.
 *
 * @example
 * const [first] = disconnectChoices(portico).get()
 * await disconnect(portico, first.params) // { connectionId: 'eip155:io.metamask' } with two wallets connected
 */
export function disconnectChoices(p: Portico): DisconnectChoicesReturnType {
  return entryStore(p, disconnectChoices, () =>
    computed([p.$connections, p.$options], (connections, { features }): readonly DisconnectChoice[] => {
      const all: DisconnectChoice = { scope: 'all', params: {} }
      const active = connections.find((c) => c.active)
      if (!features.multiWallet || !active) return [all]
      const shared = SHARED_SESSION_TYPES.includes(active.connector.type)
      const others = connections.some(
        (c) => c.id !== active.id && !(shared && c.connector.type === active.connector.type),
      )
      if (!others) return [all]
      return [{ scope: 'active', params: { connectionId: active.id }, connection: active }, all]
    }),
  )
}
