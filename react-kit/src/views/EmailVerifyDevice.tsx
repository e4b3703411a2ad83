import { useStore } from '../hooks/useStore'
import { connectDevice } from '@portico/sdk/embedded'
import { useCallback, useEffect, useRef, useState } from 'react'
import { Button, LiveRegion, Spinner } from '../components'
import { usePorticoContext } from '../hooks/context'
import * as styles from './Connect.css'
import { embeddedErrorText } from './embedded/embeddedErrorText'
import { useTranslation } from '../hooks/useTranslation'
import { shellMessages } from '../i18n/en/shell'
import { emailMessages } from '../i18n/en/email'

/**
 * A first e-mail login from this device: the user approves the device from the mailed link. The view waits on
 * the SDK (`connectDevice`), which then moves on to the code step; a failed wait can be tried again.
 */
export default function EmailVerifyDevice() {
  const { portico } = usePorticoContext()
  const t = useTranslation(shellMessages, emailMessages)
  const { data } = useStore(portico.$router)
  const email = typeof data?.email === 'string' ? data.email : ''
  const [failure, setFailure] = useState<unknown>()
  const shown = useRef(true)

  const wait = useCallback(() => {
    setFailure(undefined)
    connectDevice(portico).catch((error: unknown) => {
      // Shown while the view is up; the SDK has already reported it.
      if (shown.current) setFailure(error)
    })
  }, [portico])

  useEffect(() => {
    shown.current = true
    wait()
    return () => {
      shown.current = false
    }
  }, [wait])

  return (
    <div className={styles.view}>
      <p>{t('email.approveDevice', { email })}</p>
      <p className={styles.legal}>{t('email.approveDeviceHint')}</p>
      {failure ? (
        <>
          <p role="alert" className={styles.error}>
            {embeddedErrorText(t, failure)}
          </p>
          <Button onClick={wait}>{t('shell.common.tryAgain')}</Button>
        </>
      ) : (
        <Spinner label={t('email.waitingForDevice')} />
      )}
      <LiveRegion message={failure ? '' : t('email.waitingForDevice')} />
    </div>
  )
}
