import { connect, findConnector, watchConnectors } from '@portico/sdk'
import { WALLETCONNECT_CONNECTOR_ID } from '@portico/sdk'
import { useEffect, useState } from 'react'
import { usePorticoContext } from '../../provider/context'

/** A failed pairing attempt: its error, and the link that attempt showed. */
export interface PairingFailure {
  error: unknown
  uri: string | undefined
}

/**
 * Starts a WalletConnect connection when the view mounts (the SDK publishes the pairing link in `$connection`).
 * `configured` is false when the app has no WalletConnect connector; `failure` is the connection's error while the
 * view is up, with the link shown when it failed, so a view never shows it under a newer link.
 */
export function useWalletConnectPairing(): { configured: boolean; failure: PairingFailure | undefined } {
  const { portico } = usePorticoContext()
  const [configured] = useState(() => {
    watchConnectors(portico)
    return Boolean(findConnector(portico, { id: WALLETCONNECT_CONNECTOR_ID }))
  })
  const [failure, setFailure] = useState<PairingFailure>()

  useEffect(() => {
    if (!configured) return
    let shown = true
    connect(portico, { connector: WALLETCONNECT_CONNECTOR_ID }).catch((error: unknown) => {
      // Shown to the user while the view is up; once it is gone (pairing abandoned) there is no one to tell.
      if (shown) setFailure({ error, uri: portico.$connection.get().pairing.uri })
    })
    return () => {
      shown = false
    }
  }, [portico, configured])

  return { configured, failure }
}
