import type { ReactNode } from 'react'
import { useEffect, useRef } from 'react'
import { Spinner } from '../components/spinner/Spinner'
import { focusRing } from '../components/styles/shared.css'
import { usePorticoContext } from '../hooks/context'
import { AccountButton } from './AccountButton'
import * as styles from './buttons.css'
import { NetworkButton } from './NetworkButton'
import { prefetchCatalogue } from './prefetchCatalogue'
import { preloadModal } from './preloadModal'
import { whenIdle } from './whenIdle'
import { type ConnectButtonState, useConnectButton } from './useConnectButton'

export interface ConnectButtonProps {
  /** The button's text while disconnected; default "Connect Wallet" in the shown locale. */
  label?: string
  /** The text while a connection is in progress; default "Connecting…". */
  loadingLabel?: string
  /** Once connected: show the balance beside the account's name (default) or hide it. */
  balance?: 'show' | 'hide'
  /** Once connected: show the network button before the account (default) or hide it. */
  network?: 'show' | 'hide'
  /** Renders a button of your own from the state and actions instead (see `useConnectButton`). */
  children?: (state: ConnectButtonState) => ReactNode
}

/**
 * The one button a page needs: "Connect Wallet" while disconnected (a spinner while a wallet connects), then the
 * network and the account (name or short address, balance), each opening the modal where it belongs. Hovering or
 * focusing the Connect button starts loading the wallet catalogue (once), so the Connect view is ready when it
 * opens; nothing is fetched before.
 *
 * @example
 * <ConnectButton />
 * <ConnectButton balance="hide" network="hide" />
 * <ConnectButton>{({ account, open }) => <button onClick={open}>{account?.displayName ?? 'Sign in'}</button>}</ConnectButton>
 */
export function ConnectButton({
  label,
  loadingLabel,
  balance = 'show',
  network = 'show',
  children,
}: ConnectButtonProps) {
  const { portico, t, rootProps } = usePorticoContext()
  const state = useConnectButton()
  const prefetched = useRef(false)
  // The modal's code, fetched once the page is idle, with the views the buttons open (Connect; once connected the
  // account and the networks): a click or a tap then shows the view in the next frame.
  const connected = Boolean(state.account)
  useEffect(() => whenIdle(() => preloadModal(connected ? ['Account', 'Networks'] : undefined)), [connected])
  if (children) return <>{children(state)}</>
  if (state.account)
    return (
      <span className={styles.group}>
        {network === 'show' ? <NetworkButton /> : null}
        <AccountButton balance={balance} />
      </span>
    )

  const loading = state.status === 'connecting'
  const text = loading ? (loadingLabel ?? t('start.status.connecting')) : (label ?? t('start.buttons.connect'))
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
      onClick={state.open}
    >
      {loading ? <Spinner label={text} className={styles.onAccent} /> : null}
      <span aria-hidden={loading || undefined}>{text}</span>
    </button>
  )
}
