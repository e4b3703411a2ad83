import { FARCASTER_RELOAD_MS } from '../constants'
import { updateAccountState } from '../chains/updateAccountState'
import { close } from './close'
import { reportError } from '../telemetry/reportError'
import { toPorticoError } from '../telemetry/toPorticoError'
import type { Portico } from '../portico/types'
import { runAction } from '../telemetry/runAction'

/** Reloads the AUTH connector (the embedded wallet) a moment later, when the app has one. */
function reloadAuthConnectorLater(p: Portico) {
  p.timers.schedule('farcasterReload', FARCASTER_RELOAD_MS, () => {
    const auth = p.$connectors.get().all.find((connector) => connector.type === 'AUTH')
    // Nothing awaits a timer: a failure is handed to telemetry rather than lost.
    auth?.reload?.().catch((error: unknown) => reportError(p, toPorticoError(error)))
  })
}

/** What `goBack` returns. */
export type GoBackReturnType = undefined

/**
 * Goes back one view. With a single history entry, or with UnsupportedChain in the history, it closes the
 * modal instead. Back on Connect while connected, it shows Account. Leaving ConnectingFarcaster while
 * disconnected clears the Farcaster link and reloads the auth connector a moment later.
 *
 * @example
 * goBack(portico) // back to the view before, or closes the modal on the first one
 */
export function goBack(p: Portico) {
  return runAction(p, (p) => {
    const state = p.$router.get()
    if (state.history.length <= 1 || state.history.includes('UnsupportedChain')) {
      close(p)
      return
    }
    const history = state.history.slice(0, -1)
    const connected = p.$account.get().status === 'connected'
    const top = history.at(-1) ?? 'Connect'
    const view = top === 'Connect' && connected ? 'Account' : top
    p.$router.set({ ...state, view, data: undefined, history: [...history.slice(0, -1), view] })

    if (state.view === 'ConnectingFarcaster' && !connected) {
      const namespace = p.$activeNamespace.get()
      if (namespace) updateAccountState(p, { farcasterUrl: undefined }, namespace)
      reloadAuthConnectorLater(p)
    }
  })
}

/** The error codes `goBack` can throw. */
export type GoBackErrorType =
  | 'ACTION_FAILED'
  | 'CHAIN_ADAPTER_NOT_FOUND'
  | 'CHAIN_REQUIRED_FOR_ACCOUNT_DATA'
  | 'INVALID_PARAMETER'
