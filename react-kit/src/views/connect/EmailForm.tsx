import { isEmail, PorticoError, STORAGE_KEYS } from '@portico/sdk'
import { useState, type FormEvent } from 'react'
import { Button, LiveRegion, TextInput } from '../../components'
import { usePorticoContext } from '../../provider/context'
import * as styles from '../Connect.css'
import { embeddedErrorText } from '../embedded/embeddedErrorText'

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
  const { portico, t } = usePorticoContext()
  const [email, setEmail] = useState('')
  const [invalid, setInvalid] = useState(false)
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<{ error: unknown; waitSeconds: number }>()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (pending) return
    const value = email.trim()
    if (!isEmail(value)) {
      setInvalid(true)
      return
    }
    setInvalid(false)
    setFailure(undefined)
    setPending(true)
    let embedded: Awaited<ReturnType<typeof loadEmbedded>> | undefined
    try {
      embedded = await loadEmbedded()
      await embedded.connectEmail(portico, value)
    } catch (error) {
      // Shown under the field; the SDK has already reported it.
      const waitSeconds = embedded
        ? embedded.emailRetryWait(portico.storage.read(STORAGE_KEYS.lastEmailLoginTime), portico.platform.now())
        : 0
      setFailure({ error, waitSeconds })
    } finally {
      setPending(false)
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextInput
        label={t('connect.emailLabel')}
        type="email"
        autoComplete="email"
        placeholder={t('connect.emailPlaceholder')}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={invalid ? t('connect.emailInvalid') : undefined}
      />
      <Button type="submit" loading={pending} loadingLabel={t('email.sending')}>
        {t('connect.continueWithEmail')}
      </Button>
      <LiveRegion message={pending ? t('email.sending') : ''} />
      {failure ? (
        <p role="alert" className={styles.error}>
          {embeddedErrorText(t, failure.error, { emailWaitSeconds: failure.waitSeconds })}
        </p>
      ) : null}
    </form>
  )
}
