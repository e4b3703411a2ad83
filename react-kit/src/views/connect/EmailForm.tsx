import { PorticoError, type Notice } from '@portico/sdk'
import { useState } from 'react'
import { usePorticoContext } from '../../hooks/context'
import * as styles from '../Connect.css'
import { EmailAddressForm } from '../embedded/EmailAddressForm'
import { embeddedErrorText } from '../embedded/embeddedErrorText'
import { useTranslation } from '../../hooks/useTranslation'
import { shellMessages } from '../../i18n/en/shell'
import { connectMessages } from '../../i18n/en/connect'

/** The embedded-wallet entry, loaded on submit only: Connect's own code stays small. */
async function loadEmbedded() {
  try {
    return await import('@portico/sdk/embedded')
  } catch (error) {
    throw new PorticoError('EMAIL_DEPENDENCY_FAILED', { cause: error })
  }
}

/**
 * The e-mail field of Connect: checked with the SDK's `isEmail`, then the SDK's e-mail login starts and moves on
 * (device approval, the mailed code, or connected). A refusal ('Please try again after N seconds') shows here.
 */
export function EmailForm() {
  const { portico } = usePorticoContext()
  const t = useTranslation(shellMessages, connectMessages)
  const [failure, setFailure] = useState<{ error: unknown; emailWait?: Notice }>()

  const submit = async (email: string) => {
    setFailure(undefined)
    let embedded: Awaited<ReturnType<typeof loadEmbedded>> | undefined
    try {
      embedded = await loadEmbedded()
      await embedded.connectEmail(portico, { email })
    } catch (error) {
      // Shown under the field; the SDK has already reported it.
      setFailure({ error, emailWait: embedded?.emailWaitNotice(embedded.emailLoginWait(portico)) })
    }
  }

  return (
    <EmailAddressForm
      label={t('connect.emailLabel')}
      placeholder={t('connect.emailPlaceholder')}
      submitLabel={t('connect.continueWithEmail')}
      submit={submit}
      inline
    >
      {failure ? (
        <p role="alert" className={styles.error}>
          {embeddedErrorText(t, failure.error, { emailWait: failure.emailWait })}
        </p>
      ) : null}
    </EmailAddressForm>
  )
}
