import { parseCaipAddress } from '../caip/parseCaipAddress'
import type { Namespace } from '../constants'
import { watchConnectionEvents } from '../connect/watchConnectionEvents'
import { reportError } from '../telemetry/reportError'
import { toPorticoError } from '../telemetry/toPorticoError'
import { openSignIn } from './openSignIn'
import { siwxContext } from './siwxContext'
import { defineAction } from '../telemetry/defineAction'

/** What `watchSignIn` returns. */
export type WatchSignInReturnType = () => void

/**
 * Turns sign-in on for an instance with a `siwx` option; call it once, before `reconnect`. It hands the
 * configuration the instance's storage and clock, blocks closing the modal while a required sign-in waits or a
 * sign-in signature is pending,
 * starts a sign-in after every connect or reconnect (see `openSignIn`), and, unless
 * `signOutOnDisconnect` is false, revokes the session of every account that disconnects. Returns the stop.
 *
 * @example
 * const stop = watchSignIn(portico) // start() runs it for you
 */
export const watchSignIn = /* @__PURE__ */ defineAction((p): (() => void) => {
  const siwx = p.$options.get().siwx
  if (!siwx) return () => undefined
  siwx.init?.(siwxContext(p))
  p.$siwx.set({ ...p.$siwx.get(), required: siwx.getRequired?.() ?? false })

  // The accounts connected, kept so that a disconnect (which clears them) can still revoke their sessions.
  const connected = new Map<Namespace, string>()
  const remember = () => {
    for (const [namespace, chain] of Object.entries(p.$chains.get())) {
      const caipAddress = chain?.accountState.caipAddress
      if (caipAddress && chain.accountState.status === 'connected') connected.set(namespace as Namespace, caipAddress)
    }
  }
  const stopRemembering = p.$chains.subscribe(remember)
  // Failures are reported by the actions' boundary; an event listener has nobody else to tell.
  const report = (cause: unknown) => reportError(p, toPorticoError(cause))

  const stopListening = watchConnectionEvents(p, {
    onEvent: (event) => {
      if (event.type === 'connect_success') {
        remember()
        void openSignIn(p).catch(() => undefined)
        return
      }
      if (event.type !== 'disconnect_success') return
      for (const namespace of event.namespaces) {
        const account = parseCaipAddress(connected.get(namespace))
        connected.delete(namespace)
        if (account && siwx.signOutOnDisconnect !== false)
          void siwx.revokeSession(account.caipNetworkId, account.address).catch(report)
      }
      const { awaiting } = p.$siwx.get()
      if (awaiting && event.namespaces.some((ns) => awaiting.startsWith(`${ns}:`)))
        p.$siwx.set({ ...p.$siwx.get(), awaiting: undefined })
    },
  })

  return () => {
    stopListening()
    stopRemembering()
    // Nothing asks for the sign-in any more: it no longer holds the modal open (see `canClose`).
    p.$siwx.set({ ...p.$siwx.get(), required: false })
  }
})

/** The error codes `watchSignIn` can throw. */
export type WatchSignInErrorType = 'ACTION_FAILED' | 'INVALID_PARAMETER'
