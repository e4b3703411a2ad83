import { useState, type ChangeEvent, type ClipboardEvent, type ReactNode } from 'react'
import { TextInput } from '../text-input/TextInput'
import * as styles from './OtpInput.css'

export interface OtpInputProps {
  /** The visible label ("Enter the code sent to a@b.co"). */
  label: ReactNode
  /** Number of digits in a complete code. */
  length: number
  /** Called once the field holds `length` digits, typed or pasted. */
  onComplete: (code: string) => void
  onChange?: (code: string) => void
  description?: ReactNode
  /** Error text (wrong or expired code): the field is marked invalid and described by it. */
  error?: ReactNode
  disabled?: boolean
}

const digitsOf = (text: string, length: number) => text.replace(/\D/g, '').slice(0, length)

/**
 * A one-time code field.
 *
 * One field, not one box per digit: it has one label and one error, screen readers read it as a single
 * "edit text" rather than six unnamed boxes, the platform's one-time-code autofill fills it in one step,
 * and paste, delete and cursor movement behave as in any text field. Only digits are kept.
 */
export function OtpInput({ label, length, onComplete, onChange, description, error, disabled }: OtpInputProps) {
  const [code, setCode] = useState('')

  const accept = (text: string) => {
    const next = digitsOf(text, length)
    if (next === code) return
    setCode(next)
    onChange?.(next)
    if (next.length === length) onComplete(next)
  }

  return (
    <TextInput
      label={label}
      description={description}
      error={error}
      disabled={disabled}
      value={code}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern={`[0-9]{${length}}`}
      maxLength={length}
      spellCheck={false}
      className={styles.otp}
      onChange={(event: ChangeEvent<HTMLInputElement>) => accept(event.target.value)}
      // A pasted code may carry spaces or dashes ("123 456") that maxLength would cut: take its digits.
      onPaste={(event: ClipboardEvent<HTMLInputElement>) => {
        event.preventDefault()
        accept(event.clipboardData.getData('text'))
      }}
    />
  )
}
