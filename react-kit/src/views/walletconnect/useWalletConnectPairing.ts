import { connect, findConnector, watchConnectors } from '@portico/sdk'
import { WALLETCONNECT_CONNECTOR_ID } from '@portico/sdk/constants'
import { useEffect, useState } from 'react'
import { useStore } from '../../hooks/useStore'
import { usePorticoContext } from '../../hooks/context'

/** A failed pairing attempt: its error, and the link that attempt showed. */
interface PairingFailure {
  error: unknown
  uri: string | undefined
}

/**
 * Starts a WalletConnect connection when the view mounts (the SDK publishes the pairing link in `$connection`).
 * `configured` is false when the app has no WalletConnect connector; `error` is the connection's error while the
 * view is up, and only while the link that attempt showed is still the one shown: a new link is a new attempt, its
 * error not yet known.
 */
export function useWalletConnectPairing(): { configured: boolean; error: unknown } {
  const { portico } = usePorticoContext()
  const { uri } = useStore(portico.$connection).pairing
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

  return { configured, error: failure && failure.uri === uri ? failure.error : undefined }
}
