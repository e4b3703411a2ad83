import * as styles from './Spinner.css'

export interface SpinnerProps {
  /** What is happening, read by screen readers ("Connecting"). */
  label: string
  className?: string
}

/** A loading indicator with a text alternative; it stops spinning under `prefers-reduced-motion`. */
export function Spinner({ label, className }: SpinnerProps) {
  return (
    <span role="img" aria-label={label} className={className ? `${styles.spinner} ${className}` : styles.spinner} />
  )
}
