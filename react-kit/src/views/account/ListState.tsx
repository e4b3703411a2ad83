import type { MutationStatus } from '@portico/sdk'
import type { ReactNode } from 'react'
import { LiveRegion } from '../../components'
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
  /** The picture above the empty message (the list's kind: a wallet, a picture, a clock). */
  icon: ReactNode
  /** The shape of a loading entry: a row (tokens, activity) or a tile (NFTs). */
  skeleton?: 'row' | 'tile'
}

/**
 * What an account list shows instead of its entries: grey placeholders of its entries while it loads (not fetched yet
 * counts as loading; named for assistive technology),
 * the failure with "Try again" (counting down while a retry must wait; above entries from an earlier load, that they
 * are not current), or the empty message under the list's icon; nothing once there are entries and no failure. Loading is
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
  icon,
  skeleton = 'row',
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
        <div
          role="img"
          aria-label={loading}
          className={skeleton === 'tile' ? styles.skeletonTiles : styles.skeletonRows}
        >
          {[0, 1, 2].map((index) =>
            skeleton === 'tile' ? (
              <span key={index} className={`${styles.skeleton} ${styles.skeletonTile}`} />
            ) : (
              <span key={index} className={styles.skeletonRow}>
                <span className={`${styles.skeleton} ${styles.skeletonDot}`} />
                <span className={`${styles.skeleton} ${styles.skeletonLine}`} />
              </span>
            ),
          )}
        </div>
      ) : filled ? null : (
        <div className={styles.state}>
          <span className={styles.emptyIcon} aria-hidden="true">
            {icon}
          </span>
          <p className={styles.name}>{empty}</p>
          <p className={styles.secondary}>{emptyDescription}</p>
        </div>
      )}
    </>
  )
}
