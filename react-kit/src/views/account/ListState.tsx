import type { MutationStatus } from '@portico/sdk'
import { LiveRegion, Spinner } from '../../components'
import { RetryButton } from '../RetryButton'
import { useTranslation } from '../../hooks'
import * as styles from '../Account.css'
import * as shared from '../Connect.css'
import { shellMessages } from '../../i18n/en/shell'

export interface ListStateProps {
  status: MutationStatus
  /** Whether the list has entries to show. */
  filled: boolean
  loading: string
  empty: string
  emptyDescription: string
  /** The failure, shown as an alert. */
  error: string
  onRetry: () => void
  /** Seconds before a retry may ask the service again (the SDK's rule); "Try again" says so and waits meanwhile. */
  retryWait?: number
}

/**
 * What an account list shows instead of its entries: a spinner while it loads (not fetched yet counts as loading),
 * the failure with "Try again" (counting down while a retry must wait; above entries from an earlier load, that they
 * are not current), or the empty
 * message; nothing once there are entries and no failure. Loading is
 * announced politely through a live region that stays mounted with the list.
 */
export function ListState({
  status,
  filled,
  loading,
  empty,
  emptyDescription,
  error,
  onRetry,
  retryWait = 0,
}: ListStateProps) {
  const t = useTranslation(shellMessages)
  const busy = !filled && (status === 'idle' || status === 'pending')
  return (
    <>
      <LiveRegion message={busy ? loading : ''} />
      {status === 'error' ? (
        <div className={styles.state}>
          <p role="alert" className={shared.error}>
            {error}
          </p>
          {/* The entries below are from an earlier load: said so, so they are not taken for the current state. */}
          {filled ? <p className={styles.secondary}>{t('shell.common.staleData')}</p> : null}
          <RetryButton seconds={retryWait} onRetry={onRetry} />
        </div>
      ) : busy ? (
        <div className={styles.state}>
          <Spinner label={loading} />
        </div>
      ) : filled ? null : (
        <div className={styles.state}>
          <p className={styles.name}>{empty}</p>
          <p className={styles.secondary}>{emptyDescription}</p>
        </div>
      )}
    </>
  )
}
