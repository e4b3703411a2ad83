import { useStore } from '../hooks/useStore'
import { open } from '@portico/sdk'
import { useRef } from 'react'
import { Spinner } from '../components'
import { focusRing } from '../components/styles/shared.css'
import { usePorticoContext } from '../provider/context'
import * as styles from './buttons.css'
import { prefetchCatalogue } from './prefetchCatalogue'

export interface ConnectButtonProps {
  /** The button's text; default "Connect Wallet" in the shown locale. */
  label?: string
  /** The text while a connection is in progress; default "Connecting…". */
  loadingLabel?: string
}

/**
 * Opens the modal. Shows a spinner and `loadingLabel` while a wallet connects. Hovering or focusing it starts
 * loading the wallet catalogue (once), so the Connect view is ready when it opens; nothing is fetched before.
 */
export function ConnectButton({ label, loadingLabel }: ConnectButtonProps) {
  const { portico, t, rootProps } = usePorticoContext()
  const { status } = useStore(portico.$account)
  const { loading: modalLoading } = useStore(portico.$modal)
  const prefetched = useRef(false)
  const loading = modalLoading || status === 'connecting' || status === 'reconnecting'
  const text = loading ? (loadingLabel ?? t('status.connecting')) : (label ?? t('buttons.connect'))

  const prefetch = () => {
    if (prefetched.current) return
    prefetched.current = true
    prefetchCatalogue(portico)
  }

  return (
    <button
      {...rootProps}
      type="button"
      className={`${styles.button} ${styles.primary} ${focusRing}`}
      aria-busy={loading || undefined}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => open(portico)}
    >
      {loading ? <Spinner label={text} /> : null}
      <span aria-hidden={loading || undefined}>{text}</span>
    </button>
  )
}
