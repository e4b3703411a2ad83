import { Button } from '../components'
import { useTranslation } from '../hooks'
import { shellMessages } from '../i18n/en/shell'

export interface RetryButtonProps {
  onRetry: () => void
  /** Seconds before a retry may go (the SDK's rule, e.g. `balancesRetryWait`); 0 or absent: now. */
  seconds?: number
}

/** "Try again" under a failure; while a retry must wait, "Try again in 12 s", unavailable until then. */
export function RetryButton({ onRetry, seconds = 0 }: RetryButtonProps) {
  const t = useTranslation(shellMessages)
  const waiting = seconds > 0
  return (
    <Button variant="secondary" aria-disabled={waiting || undefined} onClick={waiting ? undefined : onRetry}>
      {waiting ? t('shell.common.tryAgainIn', { seconds }) : t('shell.common.tryAgain')}
    </Button>
  )
}
