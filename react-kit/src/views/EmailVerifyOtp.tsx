import { useStore } from '../hooks/useStore'
import { connectEmail, connectOtp, emailWaitNotice } from '@portico/sdk/embedded'
import { useState } from 'react'
import { Button, LiveRegion } from '../components'
import { usePorticoContext } from '../hooks/context'
import * as styles from './Connect.css'
import { embeddedErrorText } from './embedded/embeddedErrorText'
import { OtpStep } from './embedded/OtpStep'
import { useEmailWait } from './embedded/useEmailWait'
import { useTranslation } from '../hooks/useTranslation'
import { shellMessages } from '../i18n/en/shell'
import { emailMessages } from '../i18n/en/email'

/**
 * The e-mail login's code step: the mailed code (typed or pasted) connects the embedded wallet and the SDK closes
 * the modal; a wrong code stays here. The code can be sent again once the SDK's e-mail wait is over.
 */
export default function EmailVerifyOtp() {
  const { portico } = usePorticoContext()
  const t = useTranslation(shellMessages, emailMessages)
  const { data } = useStore(portico.$router)
  const email = typeof data?.email === 'string' ? data.email : ''
  const wait = useEmailWait(portico)
  const [resending, setResending] = useState(false)
  const [resent, setResent] = useState(0)
  const [resendFailure, setResendFailure] = useState<unknown>()

  const resend = async () => {
    setResending(true)
    setResendFailure(undefined)
    try {
      await connectEmail(portico, { email })
      setResent((n) => n + 1)
    } catch (error) {
      // Shown under the button; the SDK has already reported it.
      setResendFailure(error)
    } finally {
      setResending(false)
      wait.refresh()
    }
  }

  return (
    <OtpStep description={t('email.otpSentTo', { email })} submit={(code) => connectOtp(portico, { otp: code })}>
      <div className={styles.form}>
        <p className={styles.legal}>{t('email.didNotReceive')}</p>
        <Button
          variant="secondary"
          aria-disabled={wait.seconds > 0 ? 'true' : undefined}
          loading={resending}
          loadingLabel={t('shell.email.sending')}
          onClick={() => {
            if (wait.seconds === 0) void resend()
          }}
        >
          {wait.seconds > 0 ? t('email.resendIn', { seconds: wait.seconds }) : t('email.resend')}
        </Button>
        {resendFailure ? (
          <p role="alert" className={styles.error}>
            {embeddedErrorText(t, resendFailure, { emailWait: emailWaitNotice(wait.seconds) })}
          </p>
        ) : null}
      </div>
      <LiveRegion message={resent > 0 ? t('email.codeResent') : ''} announcementId={resent} />
    </OtpStep>
  )
}
