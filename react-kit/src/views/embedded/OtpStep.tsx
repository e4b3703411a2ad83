import { OTP_LENGTH } from '@portico/sdk/constants'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { LiveRegion, OtpInput } from '../../components'
import * as styles from '../Connect.css'
import { embeddedErrorText } from './embeddedErrorText'
import { useTranslation } from '../../hooks/useTranslation'
import { shellMessages } from '../../i18n/en/shell'
import { emailMessages } from '../../i18n/en/email'

export interface OtpStepProps {
  /** What to enter and where it was sent ("Enter the code we sent to ada@example.com"). */
  description: string
  /** Sends the code to the SDK; the SDK moves on (next view, connected) when it is right. */
  submit(code: string): Promise<unknown>
  /** Extra controls under the field (resend). */
  children?: ReactNode
}

/**
 * One one-time-code step: the code field (typed or pasted), 'Verifying…' while the SDK checks it, and its failure
 * ('Invalid code') on the field, which is then cleared and focused for another try.
 */
export function OtpStep({ description, submit, children }: OtpStepProps) {
  const t = useTranslation(shellMessages, emailMessages)
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<unknown>()
  const [attempt, setAttempt] = useState(0)
  const field = useRef<HTMLDivElement>(null)
  const shown = useRef(true)
  useEffect(() => {
    shown.current = true
    return () => {
      shown.current = false
    }
  }, [])
  // A new, empty field after a failed try: focus it so the user can type the code again at once.
  useEffect(() => {
    if (attempt > 0) field.current?.querySelector('input')?.focus()
  }, [attempt])

  const check = async (code: string) => {
    setPending(true)
    setFailure(undefined)
    try {
      await submit(code)
    } catch (error) {
      // Shown on the field; the SDK has already reported it.
      if (!shown.current) return
      setFailure(error)
      setAttempt((n) => n + 1)
    } finally {
      if (shown.current) setPending(false)
    }
  }

  const error = failure ? embeddedErrorText(t, failure) : undefined
  return (
    <div className={styles.view}>
      <div ref={field}>
        <OtpInput
          key={attempt}
          label={t('email.codeLabel')}
          description={description}
          length={OTP_LENGTH}
          error={error}
          disabled={pending}
          onComplete={(code) => void check(code)}
        />
      </div>
      {children}
      <LiveRegion message={pending ? t('email.verifying') : ''} />
      <LiveRegion message={error ?? ''} politeness="assertive" />
    </div>
  )
}
