import { useId, type ReactNode } from 'react'
import { focusRing } from '../../components/styles/shared.css'
import { PasteIcon } from '../../icons'
import * as cardStyles from '../amount/AmountCard.css'
import * as styles from '../WalletSend.css'

export interface ReceiverFieldProps {
  label: string
  placeholder: string
  value: string
  onChange(text: string): void
  onBlur(): void
  /** Paste's text and what it does. */
  paste: { label: string; onPress(): void }
  /** What is wrong with the receiver. */
  error?: string | undefined
  /** A note under the field (the clipboard could not be read). */
  note?: string | undefined
  /** What the SDK made of the receiver, under the field (the name resolved, its avatar and address). */
  children?: ReactNode
}

/**
 * The receiver in its card, as the amount is: the field with Paste at its end, then what it resolved to. The card is
 * the field's box and shows the keyboard's focus.
 *
 * @example <ReceiverField label="To" value={text} onChange={type} onBlur={touch} paste={{ label: 'Paste', onPress }} />
 */
export function ReceiverField({
  label,
  placeholder,
  value,
  onChange,
  onBlur,
  paste,
  error,
  note,
  children,
}: ReceiverFieldProps) {
  const id = useId()
  const noteId = `${id}-note`
  const errorId = `${id}-error`
  return (
    <div className={cardStyles.card} data-invalid={error ? 'true' : undefined}>
      <label htmlFor={id} className={cardStyles.label}>
        {label}
      </label>
      <div className={styles.receiverRow}>
        <input
          id={id}
          className={styles.receiverInput}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          value={value}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={[note ? noteId : false, error ? errorId : false].filter(Boolean).join(' ') || undefined}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
        <button type="button" className={`${styles.pasteButton} ${focusRing}`} onClick={paste.onPress}>
          <PasteIcon size={16} />
          {paste.label}
        </button>
      </div>
      {note ? (
        <p id={noteId} className={cardStyles.note}>
          {note}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={cardStyles.error}>
          {error}
        </p>
      ) : null}
      {children}
    </div>
  )
}
