import type { ReactNode } from 'react'
import { PorticoError } from '@portico/sdk'
import { focusRing } from '../components/styles/shared.css'
import type { Translator } from '../i18n'
import * as styles from './Failure.css'

/** The first control takes focus when the failure shows (a stable ref: once, not on each render). */
const focus = (button: HTMLButtonElement | null) => button?.focus()

/** "Something went wrong" in the shown locale; in English (no catalogue loaded), the SDK's own text. */
export const failureText = (t: Translator): string =>
  t.has('errors.SOMETHING_WENT_WRONG')
    ? t('errors.SOMETHING_WENT_WRONG')
    : new PorticoError('SOMETHING_WENT_WRONG').message

/**
 * A part of the modal that failed (see `ErrorBoundary`): "Something went wrong" (`failureText`) and Try again, which takes focus; `children` adds controls after it. The view's failure in the
 * modal's body, and inside the shell's (`ShellFailure`). It ships with the start, so it has its own few styles (no component of the modal's).
 *
 * @example <Failure t={t} retry={retry} />
 */
export function Failure({ t, retry, children }: { t: Translator; retry: () => void; children?: ReactNode }) {
  return (
    <div role="alert" className={styles.failure}>
      <p className={styles.message}>{failureText(t)}</p>
      <button type="button" className={`${styles.button} ${focusRing}`} ref={focus} onClick={retry}>
        {t('start.common.tryAgain')}
      </button>
      {children}
    </div>
  )
}
