import { isEmail } from '@portico/sdk'
import { useState, type FormEvent, type ReactNode } from 'react'
import { Button, IconButton, LiveRegion, Spinner, TextInput } from '../../components'
import { ChevronIcon } from '../../icons'
import * as styles from '../Connect.css'
import { useTranslation } from '../../hooks/useTranslation'
import { shellMessages } from '../../i18n/en/shell'

export interface EmailAddressFormProps {
  /** The field's label. */
  label: string
  /** A line under the label (what happens with the address). */
  description?: string
  placeholder?: string
  /** The address the field starts with. */
  initialEmail?: string
  /** The submit button's text. */
  submitLabel: string
  /** The failure of the last submit, shown as the field's error (the caller keeps it). */
  error?: string
  /** Hands the checked address to the SDK; shows its own failure (through `error` or `children`), never rejects. */
  submit(email: string): Promise<void>
  /** Shown under the button (a failure alert). */
  children?: ReactNode
  /** One line: the label read but not shown, the submit an arrow inside the field (the Connect view's form). */
  inline?: boolean
}

/**
 * An e-mail address form of the embedded wallet: the address is checked with the SDK's `isEmail` ('Invalid email'
 * on the field) before `submit` runs; the button is busy and 'Sending…' is announced until it is done.
 */
export function EmailAddressForm({
  label,
  description,
  placeholder,
  initialEmail = '',
  submitLabel,
  error,
  submit,
  children,
  inline = false,
}: EmailAddressFormProps) {
  const t = useTranslation(shellMessages)
  const [email, setEmail] = useState(initialEmail)
  const [invalid, setInvalid] = useState(false)
  const [pending, setPending] = useState(false)

  const send = async (event: FormEvent) => {
    event.preventDefault()
    if (pending) return
    const value = email.trim()
    if (!isEmail(value)) {
      setInvalid(true)
      return
    }
    setInvalid(false)
    setPending(true)
    try {
      await submit(value)
    } finally {
      setPending(false)
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void send(event)} noValidate>
      <TextInput
        label={label}
        description={description}
        type="email"
        autoComplete="email"
        placeholder={placeholder}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={invalid ? t('shell.connect.emailInvalid') : error}
        hideLabel={inline}
        end={
          inline ? (
            <IconButton
              type="submit"
              label={submitLabel}
              aria-disabled={pending ? 'true' : undefined}
              icon={pending ? <Spinner label={t('shell.email.sending')} /> : <ChevronIcon className={styles.forward} />}
            />
          ) : null
        }
      />
      {inline ? null : (
        <Button type="submit" loading={pending} loadingLabel={t('shell.email.sending')}>
          {submitLabel}
        </Button>
      )}
      <LiveRegion message={pending ? t('shell.email.sending') : ''} />
      {children}
    </form>
  )
}
