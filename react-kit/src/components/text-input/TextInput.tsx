import { useId, type InputHTMLAttributes, type ReactNode } from 'react'
import { focusRing, visuallyHidden } from '../styles/shared.css'
import * as styles from './TextInput.css'
import { describedBy } from './describedBy'

export interface TextInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'aria-describedby' | 'aria-invalid'> {
  /** The visible label. */
  label: ReactNode
  /** Help text under the field, read after the label. */
  description?: ReactNode
  /** An error message: marks the field invalid and is read with it. */
  error?: ReactNode
  /** The label is read, not shown (the placeholder says what to type). */
  hideLabel?: boolean
  /** A control inside the field, at its end (an inline submit button). */
  end?: ReactNode
}

/** A labelled text field whose description and error are wired to it with `aria-describedby`. */
export function TextInput({ label, description, error, hideLabel, end, id, className, ...rest }: TextInputProps) {
  const generatedId = useId()
  const inputId = id ?? generatedId
  const descriptionId = `${inputId}-description`
  const errorId = `${inputId}-error`
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={hideLabel ? visuallyHidden : styles.label}>
        {label}
      </label>
      <div className={styles.box}>
        <input
          {...rest}
          id={inputId}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={describedBy(description ? descriptionId : false, error ? errorId : false)}
          className={[styles.input, end ? styles.withEnd : undefined, focusRing, className].filter(Boolean).join(' ')}
        />
        {end ? <div className={styles.end}>{end}</div> : null}
      </div>
      {description ? (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
