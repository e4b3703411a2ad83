import { useStore } from '../hooks/useStore'
import { updateEmailPrimaryOtp } from '@portico/sdk/embedded'
import { usePorticoContext } from '../hooks/context'
import { OtpStep } from './embedded/OtpStep'
import { useTranslation } from '../hooks/useTranslation'
import { emailMessages } from '../i18n/en/email'

/** The e-mail change's first code, sent to the current address; the SDK then asks for the new address's code. */
export default function UpdateEmailPrimaryOtp() {
  const { portico } = usePorticoContext()
  const t = useTranslation(emailMessages)
  const { data } = useStore(portico.$router)
  const email = typeof data?.email === 'string' ? data.email : ''
  return (
    <OtpStep
      description={t('email.otpSentTo', { email })}
      submit={(code) => updateEmailPrimaryOtp(portico, { otp: code })}
    />
  )
}
