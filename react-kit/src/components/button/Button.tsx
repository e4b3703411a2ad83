import type { ButtonHTMLAttributes, MouseEvent } from 'react'
import { focusRing } from '../styles/shared.css'
import { Spinner } from '../spinner/Spinner'
import * as styles from './Button.css'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof styles.variant
  /** Shows a spinner labelled `loadingLabel` and ignores clicks, keeping focus on the button. */
  loading?: boolean
  loadingLabel?: string
}

export function Button({
  variant = 'primary',
  loading = false,
  loadingLabel,
  className,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const onButtonClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) event.preventDefault()
    else onClick?.(event)
  }
  return (
    <button
      {...rest}
      type={type}
      // aria-disabled rather than disabled: a disabled button would drop keyboard focus mid-action.
      aria-disabled={loading || rest['aria-disabled'] ? 'true' : undefined}
      aria-busy={loading || undefined}
      onClick={onButtonClick}
      className={[styles.variant[variant], focusRing, className].filter(Boolean).join(' ')}
    >
      {loading && loadingLabel ? <Spinner label={loadingLabel} /> : null}
      {children}
    </button>
  )
}
