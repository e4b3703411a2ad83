import { RetryButton } from './RetryButton'
import { useTranslation } from '../hooks'
import { errorText } from '../i18n/noticeText'
import * as styles from './Connect.css'
import { shellMessages } from '../i18n/en/shell'

export interface ViewErrorProps {
  error: unknown
  /** Offers "Try again", which runs this (loading what failed again). */
  onRetry?: () => void
}

/** A view's failure, announced as an alert in the shown language, with "Try again" when it can be; nothing without one. */
export function ViewError({ error, onRetry }: ViewErrorProps) {
  const t = useTranslation(shellMessages)
  if (!error) return null
  return (
    <>
      <p role="alert" className={styles.error}>
        {errorText(t, error)}
      </p>
      {onRetry ? <RetryButton onRetry={onRetry} /> : null}
    </>
  )
}
