import { useStore } from '../hooks/useStore'
import { canCloseStore, close, goBack, push, shake } from '@portico/sdk'
import { Suspense, useEffect } from 'react'
import { Announcer, Dialog, IconButton, Spinner } from '../components'
import { BackIcon, CloseIcon, WalletIcon } from '../icons'
import { usePorticoContext } from '../hooks/context'
import { prepareNext } from '../views/ahead'
import { PreloadViewContext } from '../views/preloadOn'
import { preloadView, viewRegistry } from '../views/registry'
import { AlertBar } from './AlertBar'
import * as styles from './Modal.css'
import { Snackbar } from './Snackbar'
import { ErrorBoundary } from './ErrorBoundary'
import { Failure } from './Failure'
import { useShownView } from './useShownView'
import { viewTitle } from './viewTitle'
import { useTranslation } from '../hooks/useTranslation'
import { shellMessages } from '../i18n/en/shell'

export { preloadView } from '../views/registry'

export interface ModalProps {
  /** The element inside the kit root that the dialog is portalled into; nothing renders until it exists. */
  container: Element | null
  /** Where the live regions are portalled (the kit root); default `document.body`. */
  regions?: Element | null
}

/**
 * The modal shell: the dialog while `$modal.open`, titled by the view in `$router`, with back (`goBack`, when there
 * is history) and close. Closing is asked of the SDK; when it refuses (a transaction waits for approval, a required
 * sign-in is pending) the modal shakes. The view is loaded lazily from the registry; once it shows, the views it
 * opens load and their first data is fetched (`prepareNext`), and a view whose code is not in yet leaves the one
 * before it shown until it is (`useShownView`). The live regions (`Announcer`) mount with the shell: only what it
 * shows announces.
 */
export function Modal({ container, regions }: ModalProps) {
  const { portico, t: startTexts } = usePorticoContext()
  const t = useTranslation(shellMessages)
  const modal = useStore(portico.$modal)
  const router = useStore(portico.$router)
  const dismissible = useStore(canCloseStore(portico))
  const view = useShownView(router.view, modal.open)
  useEffect(() => {
    if (modal.open) prepareNext(portico, view)
  }, [portico, view, modal.open])
  const { features } = useStore(portico.$options)
  if (!container) return null

  const requestClose = () => {
    if (!close(portico)) shake(portico)
  }
  const View = viewRegistry[view]

  return (
    <Announcer container={regions}>
      <Dialog
        open={modal.open}
        onClose={requestClose}
        dismissible={dismissible}
        onEscapeBlocked={() => shake(portico)}
        fallbackFocus={(scope) => scope.querySelector<HTMLElement>('[data-portico-account-button]')}
        title={viewTitle(t, view, router.data)}
        headerStart={
          router.history.length > 1 ? (
            <IconButton
              label={t('shell.aria.back')}
              icon={<BackIcon className={styles.backIcon} />}
              onClick={() => goBack(portico)}
            />
          ) : view === 'Account' && features.multiWallet ? (
            // Several wallets at once: the Wallets view, from the Account view's header.
            <IconButton
              label={t('shell.titles.ProfileWallets')}
              icon={<WalletIcon />}
              onClick={() => push(portico, { view: 'ProfileWallets' })}
            />
          ) : null
        }
        headerEnd={<IconButton label={t('shell.aria.close')} icon={<CloseIcon />} onClick={requestClose} />}
        focusKey={view}
        container={container}
        className={modal.shake ? styles.shake : undefined}
      >
        <AlertBar />
        <ErrorBoundary key={view} portico={portico} fallback={(retry) => <Failure t={startTexts} retry={retry} />}>
          {/* Each view enters with a short fade (the spec's medium duration; none under reduced motion). */}
          <div className={styles.viewEnter}>
            <Suspense
              fallback={
                <div className={styles.loading}>
                  <Spinner label={t('shell.aria.loading')} />
                </div>
              }
            >
              <PreloadViewContext.Provider value={preloadView}>
                {View ? <View /> : <p className={styles.message}>{t('shell.modal.viewUnavailable')}</p>}
              </PreloadViewContext.Provider>
            </Suspense>
          </div>
        </ErrorBoundary>
      </Dialog>
      <Snackbar />
    </Announcer>
  )
}
