import { Component, type ReactNode } from 'react'
import type { Portico } from '@portico/sdk'
import { reportError, toPorticoError } from '@portico/sdk/internal'
import { Button } from '../components'
import type { Translator } from '../i18n'
import * as styles from './Modal.css'
import { coreNotice, noticeText } from '../i18n/noticeText'

interface Props {
  portico: Portico
  t: Translator
  children: ReactNode
}

/**
 * Keeps a failing view (a render error, a view chunk that did not load) from blanking the modal: the user reads a
 * friendly message from the catalogue and can try again; the error goes to the SDK's error reporting.
 */
export class ViewErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: unknown): void {
    reportError(this.props.portico, toPorticoError(error))
  }

  override render() {
    const { t, children } = this.props
    if (!this.state.failed) return children
    return (
      <div role="alert" className={styles.failure}>
        <p className={styles.message}>{noticeText(t, coreNotice('SOMETHING_WENT_WRONG'))}</p>
        <Button variant="secondary" onClick={() => this.setState({ failed: false })}>
          {t('shell.common.tryAgain')}
        </Button>
      </div>
    )
  }
}
