import { useStore } from '@nanostores/react'
import { isEmail } from '@portico/sdk'
import { updateEmail } from '@portico/sdk/embedded'
import { useState, type FormEvent } from 'react'
import { Button, TextInput } from '../components'
import { usePorticoContext } from '../provider/context'
import * as styles from './Connect.css'
import { embeddedErrorText } from './embedded/embeddedErrorText'
import { emailWaitSeconds } from './embedded/useEmailWait'

/**
 * Changing the embedded wallet's e-mail: the new address, checked with the SDK's `isEmail`, starts the SDK's
 * update (a code to the current address first: UpdateEmailPrimaryOtp follows).
 */
export default function UpdateEmailWallet() {
  const { portico, t } = usePorticoContext()
  const { data } = useStore(portico.$router)
  const [email, setEmail] = useState(typeof data?.email === 'string' ? data.email : '')
  const [invalid, setInvalid] = useState(false)
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<string>()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const value = email.trim()
    if (!isEmail(value)) {
      setInvalid(true)
      return
    }
    setInvalid(false)
    setFailure(undefined)
    setPending(true)
    try {
      await updateEmail(portico, value)
    } catch (error) {
      // Shown under the field; the SDK has already reported it.
      setFailure(embeddedErrorText(t, error, { emailWaitSeconds: emailWaitSeconds(portico) }))
    } finally {
      setPending(false)
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextInput
        label={t('email.newEmailLabel')}
        description={t('email.updateDescription')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={invalid ? t('connect.emailInvalid') : failure}
      />
      <Button type="submit" loading={pending} loadingLabel={t('email.sending')}>
        {t('email.save')}
      </Button>
    </form>
  )
}
