import { useStore } from '../hooks/useStore'
import { goBack, openSocialPopup, type PlatformWindow, type SocialLoginProvider } from '@portico/sdk'
import { socialLogin } from '@portico/sdk/embedded'
import { useEffect, useState } from 'react'
import { Button, LiveRegion, Spinner } from '../components'
import { usePorticoContext } from '../hooks/context'
import * as styles from './Connect.css'
import { embeddedErrorText } from './embedded/embeddedErrorText'
import { useTranslation } from '../hooks/useTranslation'
import { shellMessages } from '../i18n/en/shell'
import { sharedMessages } from '../i18n/en/shared'
import { socialMessages } from '../i18n/en/social'

interface Attempt {
  popup: PlatformWindow | null
}

const isWindow = (value: unknown): value is PlatformWindow =>
  typeof value === 'object' && value !== null && typeof (value as PlatformWindow).navigate === 'function'

/**
 * A social login in progress: the sign-in window Connect opened in the user's click is handed to the SDK's
 * `socialLogin`, which sends it to the provider and connects once it comes back. A failure (window blocked or
 * closed, login denied) can be tried again with a new window, opened in that click; Cancel stops the wait and
 * closes the window.
 */
export default function ConnectingSocial() {
  const { portico } = usePorticoContext()
  const t = useTranslation(shellMessages, sharedMessages, socialMessages)
  const { data } = useStore(portico.$router)
  const name = typeof data?.provider === 'string' ? data.provider : ''
  const provider = (typeof data?.socialProvider === 'string' ? data.socialProvider : '') as SocialLoginProvider
  const [attempt, setAttempt] = useState<Attempt>(() => ({ popup: isWindow(data?.popup) ? data.popup : null }))
  const [failure, setFailure] = useState<unknown>()

  useEffect(() => {
    const controller = new AbortController()
    setFailure(undefined)
    socialLogin(portico, { provider, popup: attempt.popup, signal: controller.signal }).catch((error: unknown) => {
      // Shown while the view is up (a cancelled wait has no one to tell); the SDK has already reported it.
      if (!controller.signal.aborted) setFailure(error)
    })
    return () => controller.abort()
  }, [portico, provider, attempt])

  // Leaving without finishing (the × or Escape closes the modal, the back button, any other view) closes the
  // window too. Read from the stores rather than on unmount, which React's StrictMode also simulates.
  useEffect(() => {
    const closeWhenLeft = () => {
      if (!portico.$modal.get().open || portico.$router.get().view !== 'ConnectingSocial') attempt.popup?.close()
    }
    const stopModal = portico.$modal.listen(closeWhenLeft)
    const stopRouter = portico.$router.listen(closeWhenLeft)
    return () => {
      stopModal()
      stopRouter()
    }
  }, [portico, attempt])

  return (
    <div className={styles.view}>
      {failure ? (
        <p role="alert" className={styles.error}>
          {embeddedErrorText(t, failure, { provider: name })}
        </p>
      ) : (
        <>
          <Spinner label={t('social.connectingWith', { provider: name })} />
          <p className={styles.legal}>{t('social.continueIn', { provider: name })}</p>
        </>
      )}
      {failure ? (
        // A new window, opened inside this click.
        <Button onClick={() => setAttempt({ popup: openSocialPopup(portico) })}>{t('shell.common.tryAgain')}</Button>
      ) : null}
      <Button
        variant="secondary"
        onClick={() => {
          // The window is the view's (opened in the user's click): the SDK leaves it open when its wait is aborted.
          // Going back closes it (see the effect above).
          goBack(portico)
        }}
      >
        {t('shared.common.cancel')}
      </Button>
      <LiveRegion message={failure ? '' : t('social.connectingWith', { provider: name })} />
    </div>
  )
}
