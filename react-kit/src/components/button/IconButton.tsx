import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { focusRing } from '../styles/shared.css'
import * as styles from './Button.css'

export interface IconButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'aria-labelledby' | 'children' | 'title'> {
  /** Required: the button's accessible name and tooltip ("Close", "Back"), from the message catalogue. */
  label: string
  /** The visual icon; hidden from assistive technology, the label speaks for it. */
  icon: ReactNode
}

/** A button showing only an icon. It cannot be written without a label: the type requires one. */
export function IconButton({ label, icon, className, type = 'button', ...rest }: IconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      aria-label={label}
      title={label}
      className={[styles.icon, focusRing, className].filter(Boolean).join(' ')}
    >
      <span aria-hidden="true" className={styles.iconSlot}>
        {icon}
      </span>
    </button>
  )
}
