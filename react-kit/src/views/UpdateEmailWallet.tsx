import { useStore } from '../hooks/useStore'
import { emailLoginWait, emailWaitNotice, updateEmail } from '@portico/sdk/embedded'
import { useState } from 'react'
import { usePorticoContext } from '../hooks/context'
import { EmailAddressForm } from './embedded/EmailAddressForm'
import { embeddedErrorText } from './embedded/embeddedErrorText'
import { useTranslation } from '../hooks/useTranslation'
import { shellMessages } from '../i18n/en/shell'
import { emailMessages } from '../i18n/en/email'

/**
 * Changing the embedded wallet's e-mail: the new address, checked with the SDK's `isEmail`, starts the SDK's
 * update (a code to the current address first: UpdateEmailPrimaryOtp follows).
 */
export default function UpdateEmailWallet() {
  const { portico } = usePorticoContext()
  const t = useTranslation(shellMessages, emailMessages)
  const { data } = useStore(portico.$router)
  const [failure, setFailure] = useState<string>()

  const submit = async (email: string) => {
    setFailure(undefined)
    try {
      await updateEmail(portico, { email })
    } catch (error) {
      // Shown under the field; the SDK has already reported it.
      setFailure(embeddedErrorText(t, error, { emailWait: emailWaitNotice(emailLoginWait(portico)) }))
    }
  }

  return (
    <EmailAddressForm
      label={t('email.newEmailLabel')}
      description={t('email.updateDescription')}
      initialEmail={typeof data?.email === 'string' ? data.email : ''}
      submitLabel={t('email.save')}
      error={failure}
      submit={submit}
    />
  )
}
