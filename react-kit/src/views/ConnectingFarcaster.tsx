import { useStore } from '../hooks/useStore'
import { connectFarcaster, fetchFarcasterUri } from '@portico/sdk/embedded'
import { useCallback, useEffect, useRef, useState } from 'react'
import { Button, LiveRegion, Spinner } from '../components'
import { usePorticoContext } from '../hooks/context'
import * as styles from './Connect.css'
import { embeddedErrorText } from './embedded/embeddedErrorText'
import { PairingQr } from './pairing/PairingQr'
import { FarcasterIcon } from '../icons'
import { useTranslation } from '../hooks/useTranslation'
import { shellMessages } from '../i18n/en/shell'
import { sharedMessages } from '../i18n/en/shared'
import { socialMessages } from '../i18n/en/social'

/**
 * A Farcaster login: the SDK's approval link as a QR code (with copy and open), then the wait until it is approved
 * (`connectFarcaster`), after which the SDK connects. A failure can be tried again with a new link.
 */
export default function ConnectingFarcaster() {
  const { portico } = usePorticoContext()
  const t = useTranslation(shellMessages, sharedMessages, socialMessages)
  const { farcasterUrl } = useStore(portico.$account)
  const [failure, setFailure] = useState<unknown>()
  const shown = useRef(true)

  const start = useCallback(() => {
    setFailure(undefined)
    fetchFarcasterUri(portico)
      .then(() => connectFarcaster(portico))
      .catch((error: unknown) => {
        // Shown while the view is up; the SDK has already reported it.
        if (shown.current) setFailure(error)
      })
  }, [portico])

  useEffect(() => {
    shown.current = true
    start()
    return () => {
      shown.current = false
    }
  }, [start])

  return (
    <div className={styles.view}>
      {farcasterUrl && !failure ? (
        <>
          <p className={styles.legal}>{t('social.farcasterScan')}</p>
          <PairingQr
            link={farcasterUrl}
            qrLabel={t('shared.aria.qrCode', { name: 'Farcaster' })}
            logo={<FarcasterIcon size={36} />}
            openLabel={t('social.farcasterOpen')}
            linkKind="appLink"
          />
        </>
      ) : null}
      {!farcasterUrl && !failure ? <Spinner label={t('start.status.connecting')} /> : null}
      {failure ? (
        <>
          <p role="alert" className={styles.error}>
            {embeddedErrorText(t, failure)}
          </p>
          <Button onClick={start}>{t('shell.common.tryAgain')}</Button>
        </>
      ) : null}
      <LiveRegion message={farcasterUrl && !failure ? t('social.farcasterWaiting') : ''} />
    </div>
  )
}
