import { useStore } from '../../hooks/useStore'
import { isImageUrl } from '@portico/sdk'
import { cancelSignIn, signIn } from '@portico/sdk/siwx'
import { Button, LiveRegion } from '../../components'
import { usePorticoContext } from '../../hooks/context'
import * as viewStyles from '../Connect.css'
import { ViewError } from '../ViewError'
import { settled } from '../wallets/settled'
import * as styles from './SignInRequest.css'
import { useTranslation } from '../../hooks/useTranslation'
import { sharedMessages } from '../../i18n/en/shared'
import { siwxMessages } from '../../i18n/en/siwx'

/**
 * The sign-in request (spec §4 SIWX): the app asking, what signing means (cancelling disconnects when sign-in is
 * required), the statement once the message is made, and Sign / Cancel. While the wallet is asked for the
 * signature, Sign is busy, Cancel waits and the modal cannot be closed (the SDK refuses). A declined or failed
 * signature shows the SDK's message; Sign tries again.
 */
export function SignInRequest() {
  const { portico } = usePorticoContext()
  const t = useTranslation(sharedMessages, siwxMessages)
  const siwx = useStore(portico.$siwx)
  const { metadata } = useStore(portico.$options)
  const appName = metadata?.name.trim() ?? ''
  const appIcon = metadata?.icons[0]
  const pending = siwx.status === 'pending'
  const statement = siwx.message?.statement

  return (
    <div className={viewStyles.view}>
      <div className={styles.header}>
        {isImageUrl(appIcon) ? (
          <img className={styles.appIcon} src={appIcon} alt={t('shared.aria.walletIcon', { name: appName })} />
        ) : appName ? (
          <span className={styles.appInitial} aria-hidden="true">
            {appName.slice(0, 1).toLocaleUpperCase()}
          </span>
        ) : null}
        <p className={styles.heading}>
          {appName ? t('siwx.requestTitle', { name: appName }) : t('siwx.requestTitleNoName')}
        </p>
        <p className={styles.detail}>{siwx.required ? t('siwx.description') : t('siwx.descriptionOptional')}</p>
        {statement ? <p className={styles.statement}>{statement}</p> : null}
      </div>
      {siwx.status === 'error' ? <ViewError error={siwx.error} /> : null}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          className={styles.action}
          aria-disabled={pending || undefined}
          onClick={() => {
            if (!pending) settled(cancelSignIn(portico))
          }}
        >
          {t('siwx.cancel')}
        </Button>
        <Button
          className={styles.action}
          loading={pending}
          loadingLabel={t('siwx.status.awaitingSignature')}
          onClick={() => settled(signIn(portico))}
        >
          {t('siwx.sign')}
        </Button>
      </div>
      <LiveRegion message={pending ? t('siwx.status.awaitingSignature') : ''} />
    </div>
  )
}
