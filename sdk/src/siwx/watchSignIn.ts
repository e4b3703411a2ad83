import { parseCaipAddress } from '../caip/parseCaipAddress'
import type { Namespace } from '../constants'
import { watchConnectionEvents } from '../connect/watchConnectionEvents'
import { reportError } from '../telemetry/reportError'
import { toPorticoError } from '../telemetry/toPorticoError'
import { openSignIn } from './openSignIn'
import { activeSignInAccount } from './activeSignInAccount'
import { siwxContext } from './siwxContext'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'
import { siwxStore } from './siwxStore'

/** What `watchSignIn` returns. */
export type WatchSignInReturnType = () => void

/**
 * Turns sign-in on for an instance with a `siwx` option; call it once, before `reconnect`. It hands the
 * configuration the instance's storage and clock, blocks closing the modal while a required sign-in waits or a
 * sign-in signature is pending,
 * starts a sign-in after every connect or reconnect (see `openSignIn`) and after a switch to an account without a
 * session, and, unless
 * `signOutOnDisconnect` is false, revokes the session of every account that disconnects. Returns the stop.
 *
 * @example
 * const stop = watchSignIn(portico) // start() runs it for you
 */
export function watchSignIn(p: Portico): () => void {
  return runAction(p, (p) => {
    const siwx = p.$options.get().siwx
    if (!siwx) return () => undefined
    siwx.init?.(siwxContext(p))
    siwxStore(p).set({ ...siwxStore(p).get(), required: siwx.getRequired?.() ?? false })

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
    const signInUnlessSession = async () => {
      const account = activeSignInAccount(p)
      const sessions = await siwx.getSessions(account.caipNetworkId, account.address)
      if (sessions.length === 0) await openSignIn(p)
    }

    const stopListening = watchConnectionEvents(p, {
      onEvent: (event) => {
        if (event.type === 'connect_success') {
          remember()
          void openSignIn(p).catch(() => undefined)
          return
        }
        // Another wallet or account in use: signed in per account, it is asked only when that one has no session.
        if (event.type === 'switch_success') {
          remember()
          void signInUnlessSession().catch(report)
          return
        }
        if (event.type !== 'disconnect_success') return
        // One connection among several left: only its accounts' sessions end; the namespace may still be connected.
        const leaving = event.caipAddresses ?? event.namespaces.map((ns) => connected.get(ns))
        for (const namespace of event.namespaces) connected.delete(namespace)
        remember()
        for (const caipAddress of leaving) {
          const account = parseCaipAddress(caipAddress)
          if (account && siwx.signOutOnDisconnect !== false)
            void siwx.revokeSession(account.caipNetworkId, account.address).catch(report)
        }
        const { awaiting } = siwxStore(p).get()
        const left = event.caipAddresses
          ? awaiting !== undefined && event.caipAddresses.includes(awaiting)
          : event.namespaces.some((ns) => awaiting?.startsWith(`${ns}:`))
        if (awaiting && left) siwxStore(p).set({ ...siwxStore(p).get(), awaiting: undefined })
      },
    })

    return () => {
      stopListening()
      stopRemembering()
      // Nothing asks for the sign-in any more: it no longer holds the modal open (see `canClose`).
      siwxStore(p).set({ ...siwxStore(p).get(), required: false })
    }
  })
}

/** The error codes `watchSignIn` can throw. */
export type WatchSignInErrorType =
  | 'ACTION_FAILED'
  | 'CHAIN_ADAPTER_NOT_FOUND'
  | 'INVALID_PARAMETER'
  | 'SIWX_INIT_FAILED'
  | 'SIWX_NO_ADDRESS'
