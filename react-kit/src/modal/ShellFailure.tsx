import { close, type Portico } from '@portico/sdk'
import { focusRing } from '../components/styles/shared.css'
import type { StartTranslator } from '../i18n/startTranslator'
import { Failure } from './Failure'
import * as styles from './Failure.css'

/**
 * The open modal while its shell's code did not load (see `ErrorBoundary`): the failure with Try again, which
 * fetches the code again, and Close. Escape and a press on the overlay close too; the next opening tries again.
 *
 * @example <ShellFailure portico={portico} t={t} retry={retry} />
 */
export function ShellFailure({ portico, t, retry }: { portico: Portico; t: StartTranslator; retry: () => void }) {
  const dismiss = () => close(portico)
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a press on the backdrop closes; the keyboard's way is Escape
    // biome-ignore lint/a11y/useKeyWithClickEvents: a press on the backdrop closes; the keyboard's way is Escape
    <div className={styles.backdrop} onClick={(e) => e.target === e.currentTarget && dismiss()}>
      <div
        role="alertdialog"
        aria-modal="true"
        aria-label={t('start.common.failed')}
        className={styles.panel}
        onKeyDown={(e) => e.key === 'Escape' && dismiss()}
      >
        <Failure t={t} retry={retry}>
          <button type="button" className={`${styles.button} ${focusRing}`} onClick={dismiss}>
            {t('start.common.close')}
          </button>
        </Failure>
      </div>
    </div>
  )
}
