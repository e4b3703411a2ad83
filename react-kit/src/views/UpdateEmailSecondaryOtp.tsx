import { useStore } from '../hooks/useStore'
import { updateEmailSecondaryOtp } from '@portico/sdk/embedded'
import { usePorticoContext } from '../hooks/context'
import { OtpStep } from './embedded/OtpStep'
import { useTranslation } from '../hooks/useTranslation'
import { emailMessages } from '../i18n/en/email'

/** The e-mail change's second code, sent to the new address; the SDK then shows Account with the new e-mail. */
export default function UpdateEmailSecondaryOtp() {
  const { portico } = usePorticoContext()
  const t = useTranslation(emailMessages)
  const { data } = useStore(portico.$router)
  const email = typeof data?.newEmail === 'string' ? data.newEmail : ''
  return (
    <OtpStep
      description={t('email.otpSentTo', { email })}
      submit={(code) => updateEmailSecondaryOtp(portico, { otp: code })}
    />
  )
}
