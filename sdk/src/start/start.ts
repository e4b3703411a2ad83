import { reconnect } from '../connect/reconnect'
import { reportError } from '../telemetry/reportError'
import { toPorticoError } from '../telemetry/toPorticoError'
import type { Portico } from '../portico/types'
import { runAction } from '../telemetry/runAction'

/** Instances whose stored connection was restored already: a second start (React StrictMode) does not ask again. */
const reconnected = new WeakSet<Portico>()

/** What `start` returns. */
export type StartReturnType = () => void

/**
 * Starts what a UI on an instance needs running, in the order that works, and returns the stop. Each part loads its
 * code when it is first needed, so nothing fetches before there is a reason to:
 * - sign-in watching (only with a `siwx` option), before the stored connection is restored, so a restored account
 *   is checked for its session;
 * - `reconnect`: restores the stored connection, once per instance;
 * - account data (balances, activity, NFTs, identity) from the first moment an account is connected;
 * - the wallet catalogue from the first time the modal opens;
 * - analytics when the `analytics` feature is on (starting it sends nothing).
 * A part whose code fails to load is reported (`onError`); a failed reconnect is reported by `reconnect` itself.
 * Call it in the browser only: the React kit's provider does, in an effect.
 *
 * @example
 * const stop = start(portico)
 * // later, when the page's UI goes away:
 * stop()
 */
export function start(p: Portico): () => void {
  return runAction(p, (p) => {
    let active = true
    const stops: (() => void)[] = []
    // A part whose code arrives after the stop never starts.
    const begin = (run: () => () => void) => {
      if (active) stops.push(run())
    }
    const failedToLoad = (error: unknown) => reportError(p, toPorticoError(error))
    const { siwx, features } = p.$options.get()

    const signIn = siwx
      ? import('../siwx/index').then(({ watchSignIn }) => begin(() => watchSignIn(p)), failedToLoad)
      : Promise.resolve()
    void signIn.then(() => {
      if (!active || reconnected.has(p)) return
      reconnected.add(p)
      // reconnect reports its own failure to telemetry and to `$connection`.
      reconnect(p).catch(() => undefined)
    })

    const once = <T>(
      store: { subscribe(listener: (value: T) => void): () => void },
      ready: (value: T) => boolean,
      load: () => void,
    ) => {
      let started = false
      stops.push(
        store.subscribe((value) => {
          if (started || !ready(value)) return
          started = true
          load()
        }),
      )
    }
    once(
      p.$account,
      (account) => Boolean(account.address),
      () => {
        import('../account/index').then(({ watchAccountData }) => begin(() => watchAccountData(p)), failedToLoad)
      },
    )
    once(
      p.$modal,
      (modal) => modal.open,
      () => {
        import('../catalogue/index').then(({ watchCatalogue }) => begin(() => watchCatalogue(p)), failedToLoad)
      },
    )
    if (features.analytics)
      import('../analytics/index').then(({ watchAnalytics }) => begin(() => watchAnalytics(p)), failedToLoad)

    return () => {
      active = false
      for (const stop of stops.splice(0)) stop()
    }
  })
}

/** The error codes `start` can throw. */
export type StartErrorType =
  | 'ACTION_FAILED'
  | 'CHAIN_ADAPTER_NOT_FOUND'
  | 'INVALID_PARAMETER'
  | 'SIWX_INIT_FAILED'
  | 'SIWX_NO_ADDRESS'
