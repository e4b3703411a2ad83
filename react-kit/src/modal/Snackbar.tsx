import { useStore } from '../hooks/useStore'
import { Spinner } from '../components'
import { usePorticoContext } from '../hooks/context'
import { noticeText } from '../i18n/noticeText'
import * as styles from './Modal.css'
import { useTranslation } from '../hooks/useTranslation'
import { shellMessages } from '../i18n/en/shell'

/**
 * The snackbar (`$snackbar`). Two live regions stay mounted: errors go to the assertive one (role alert), loading
 * and success to the polite one (role status). Showing, switching and auto-closing are timed by the SDK.
 */
export function Snackbar() {
  const { portico } = usePorticoContext()
  const t = useTranslation(shellMessages)
  const snackbar = useStore(portico.$snackbar)
  const { open, variant } = snackbar
  const text = noticeText(t, snackbar)
  const content = (
    <p
      className={variant === 'error' ? `${styles.snackbar} ${styles.snackbarError}` : styles.snackbar}
      data-variant={variant}
    >
      {variant === 'loading' ? <Spinner label={t('shell.aria.loading')} /> : null}
      <span>{text}</span>
    </p>
  )
  return (
    <>
      <div
        role="status"
        aria-live="polite"
        aria-atomic="true"
        className={styles.snackbarRegion}
        data-portico-snackbar=""
      >
        {open && variant !== 'error' ? content : null}
      </div>
      <div
        role="alert"
        aria-live="assertive"
        aria-atomic="true"
        className={styles.snackbarRegion}
        data-portico-snackbar=""
      >
        {open && variant === 'error' ? content : null}
      </div>
    </>
  )
}
