import { useStore } from '../hooks/useStore'
import { connect, findConnector, goBack, isImageUrl, watchConnectors } from '@portico/sdk'
import { isUserRejection } from '@portico/sdk/siwx'
import { useEffect, useState } from 'react'
import * as v from 'valibot'
import { Button, LiveRegion } from '../components'
import { usePorticoContext } from '../hooks/context'
import * as styles from './ConnectingExternal.css'
import * as viewStyles from './Connect.css'
import { ViewError } from './ViewError'
import { useTranslation } from '../hooks/useTranslation'
import { shellMessages } from '../i18n/en/shell'
import { sharedMessages } from '../i18n/en/shared'
import { connectingMessages } from '../i18n/en/connecting'

/** The route data a connector is pushed with (`{ id, name }` at least), checked at the boundary. */
const routeConnectorSchema = v.object({ id: v.string(), name: v.string() })

/**
 * Connects through a wallet found in the page (announced, injected) or an app's own connector: starts the
 * connection on mount and shows the wallet with "Continue in <wallet>". A declined request says so and offers to
 * try again; any other failure shows its message with the same retry. Cancel goes back. On success the SDK closes
 * the modal (or moves on to sign-in).
 */
export default function ConnectingExternal() {
  const { portico } = usePorticoContext()
  const t = useTranslation(shellMessages, sharedMessages, connectingMessages)
  const router = useStore(portico.$router)
  const { connectStatus } = useStore(portico.$connectors)
  const [attempt, setAttempt] = useState(0)
  const [failure, setFailure] = useState<unknown>()

  const routed = v.safeParse(routeConnectorSchema, router.data?.connector)
  const [connector] = useState(() => {
    if (!routed.success) return undefined
    watchConnectors(portico)
    return findConnector(portico, { id: routed.output.id })
  })

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is Try again: a new attempt connects anew
  useEffect(() => {
    if (!connector) return
    let shown = true
    setFailure(undefined)
    connect(portico, { connector }).catch((error: unknown) => {
      // Shown to the user while the view is up; once it is gone there is no one to tell (the SDK reported it).
      if (shown) setFailure(error)
    })
    return () => {
      shown = false
    }
  }, [portico, connector, attempt])

  if (!connector) {
    return (
      <div className={viewStyles.view}>
        <p role="alert" className={viewStyles.error}>
          {t('connecting.unavailable')}
        </p>
        <Button variant="secondary" onClick={() => goBack(portico)}>
          {t('shared.common.back')}
        </Button>
      </div>
    )
  }

  const name = connector.name
  const image = connector.imageUrl ?? connector.info?.icon
  const declined = failure !== undefined && isUserRejection(failure)
  const pending = connectStatus === 'pending' && failure === undefined

  return (
    <div className={viewStyles.view}>
      <div className={styles.header}>
        {isImageUrl(image) ? (
          <img className={styles.logo} src={image} alt={t('shared.aria.walletIcon', { name })} />
        ) : (
          <span className={styles.logoPlaceholder} aria-hidden="true">
            {name.slice(0, 1).toLocaleUpperCase()}
          </span>
        )}
        {declined ? (
          <>
            <p role="alert" className={styles.declined}>
              {t('connecting.walletConnect.declined')}
            </p>
            <p className={styles.detail}>{t('connecting.walletConnect.declinedDescription')}</p>
          </>
        ) : (
          <>
            <p className={styles.heading}>{t('connecting.walletConnect.continueIn', { name })}</p>
            <p className={styles.detail}>{t('connecting.walletConnect.acceptRequest')}</p>
          </>
        )}
      </div>
      {failure !== undefined && !declined ? <ViewError error={failure} /> : null}
      <div className={styles.actions}>
        {failure !== undefined ? (
          <Button onClick={() => setAttempt((n) => n + 1)}>{t('shell.common.tryAgain')}</Button>
        ) : null}
        <Button variant="secondary" onClick={() => goBack(portico)}>
          {t('shared.common.cancel')}
        </Button>
      </div>
      <LiveRegion message={pending ? t('shared.status.connectingTo', { name }) : ''} />
    </div>
  )
}
