import { useEffect, useRef } from 'react'
import { reconnect, reportError, toPorticoError, type Portico } from '@portico/sdk'

/** Each SDK action reports its own failure to the instance's telemetry (and its store's status). */
const recorded = () => undefined

/**
 * Starts the SDK's reactions for an instance, on the client only (effects never run during a server render) and
 * stops them on unmount. Each optional part is loaded with a dynamic import, so the core path stays small, and
 * nothing fetches before there is a reason to:
 * - `watchSignIn` (only with a `siwx` option), started before the stored connection is restored;
 * - `reconnect`: restores the stored connection, once per instance (not again on StrictMode's second mount);
 * - `watchAccountData`: from the first moment an account is connected (balances, activity, NFTs and identity
 *   then follow the account and the network);
 * - `watchCatalogue`: from the first time the modal opens (the catalogue is prefetched then, or on a hover);
 * - `startAnalytics`: when the `analytics` feature is on (starting it sends nothing).
 * A part whose code fails to load is reported to the SDK's error reporting.
 */
export function usePorticoReactions(portico: Portico): void {
  const reconnected = useRef<Portico | null>(null)

  useEffect(() => {
    let active = true
    const stops: (() => void)[] = []
    // A part whose code arrives after this effect was cleaned up (StrictMode's first mount, an unmount) never starts.
    const start = (begin: () => () => void) => {
      if (active) stops.push(begin())
    }
    const failedToLoad = (error: unknown) => reportError(portico, toPorticoError(error))
    const { siwx, features } = portico.$options.get()

    const signIn = siwx
      ? import('@portico/sdk/siwx').then(({ watchSignIn }) => start(() => watchSignIn(portico)), failedToLoad)
      : Promise.resolve()
    void signIn.then(() => {
      if (!active || reconnected.current === portico) return
      reconnected.current = portico
      void reconnect(portico).catch(recorded)
    })

    let accountStarted = false
    stops.push(
      portico.$account.subscribe((account) => {
        if (accountStarted || !account.address) return
        accountStarted = true
        import('@portico/sdk/account').then(({ watchAccountData }) => start(() => watchAccountData(portico)), failedToLoad)
      }),
    )

    let catalogueStarted = false
    stops.push(
      portico.$modal.subscribe((modal) => {
        if (catalogueStarted || !modal.open) return
        catalogueStarted = true
        import('../modal/catalogue').then(({ watchCatalogue }) => start(() => watchCatalogue(portico)), failedToLoad)
      }),
    )

    if (features.analytics)
      import('@portico/sdk/analytics').then(({ startAnalytics }) => start(() => startAnalytics(portico)), failedToLoad)

    return () => {
      active = false
      for (const stop of stops.splice(0)) stop()
    }
  }, [portico])
}
