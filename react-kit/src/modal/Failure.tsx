import type { ReactNode } from 'react'
import { focusRing } from '../components/styles/shared.css'
import type { StartKey } from '../i18n/startTranslator'
import * as styles from './Failure.css'

/** The first control takes focus when the failure shows (a stable ref: once, not on each render). */
const focus = (button: HTMLButtonElement | null) => button?.focus()

/** What the failure needs of a translator: the start's texts, which both the start's and the views' translators show. */
export type FailureTexts = (key: StartKey) => string

/**
 * A part of the modal that failed (see `ErrorBoundary`): "Something went wrong" and Try again, which takes focus; `children` adds controls after it. The view's failure in the
 * modal's body, and inside the shell's (`ShellFailure`). It ships with the start, so it has its own few styles (no component of the modal's).
 *
 * @example <Failure t={t} retry={retry} />
 */
export function Failure({ t, retry, children }: { t: FailureTexts; retry: () => void; children?: ReactNode }) {
  return (
    <div role="alert" className={styles.failure}>
      <p className={styles.message}>{t('start.common.failed')}</p>
      <button type="button" className={`${styles.button} ${focusRing}`} ref={focus} onClick={retry}>
        {t('start.common.tryAgain')}
      </button>
      {children}
    </div>
  )
}
