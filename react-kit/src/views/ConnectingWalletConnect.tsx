import { useStore } from '@nanostores/react'
import { connect, findConnector, setupConnectors } from '@portico/sdk'
import { WALLETCONNECT_CONNECTOR_ID, deepLinkFor, openDeepLink } from '@portico/sdk/walletconnect'
import { useEffect, useRef, useState } from 'react'
import { Button, Countdown, Spinner, useAnnounce } from '../components'
import { QrWithAlternatives } from '../components/qr'
import { usePorticoContext } from '../provider/context'
import * as styles from './Connect.css'
import { ViewError } from './ViewError'
import { pairingWallet } from './walletconnect/pairingWallet'

/**
 * Pairs a wallet over WalletConnect: starts the connection on mount and shows the pairing link as a QR code (with
 * copy and open), a button that opens the wallet's app on the link, and the time left before the link expires.
 * When the SDK replaces the link (rejected or expiring), the new code is shown and announced. On approval the SDK
 * closes the modal or moves on.
 */
export default function ConnectingWalletConnect() {
  const { portico, t } = usePorticoContext()
  const announce = useAnnounce()
  const router = useStore(portico.$router)
  const { pairing } = useStore(portico.$connection)
  const wallets = useStore(portico.$wallets)
  const [configured] = useState(() => {
    setupConnectors(portico)
    return Boolean(findConnector(portico, WALLETCONNECT_CONNECTOR_ID))
  })
  const [failure, setFailure] = useState<unknown>()

  const wallet = pairingWallet(router.data?.wallet, wallets, portico.$connection.get().recentWallets)
  const uri = pairing.uri

  useEffect(() => {
    if (!configured) return
    let shown = true
    connect(portico, WALLETCONNECT_CONNECTOR_ID).catch((error: unknown) => {
      // Shown to the user while the view is up; once it is gone (pairing abandoned) there is no one to tell.
      if (shown) setFailure(error)
    })
    return () => {
      shown = false
    }
  }, [portico, configured])

  // A new link replacing one already shown: the old code no longer works, so say so.
  const shownUri = useRef(uri)
  useEffect(() => {
    if (shownUri.current && uri && uri !== shownUri.current) announce(t('walletConnect.linkExpired'))
    if (uri) shownUri.current = uri
  }, [uri, announce, t])

  if (!configured) {
    return (
      <div className={styles.view}>
        <p role="alert" className={styles.error}>
          {t('walletConnect.notConfigured')}
        </p>
      </div>
    )
  }

  const copy = (value: string) => {
    portico.platform.writeClipboard(value).then(
      () => announce(t('snackbar.linkCopied')),
      () => announce(t('snackbar.copyFailed'), 'assertive'),
    )
  }

  const appLink = wallet && uri ? deepLinkFor(wallet, uri, portico.platform.facts()) : undefined
  const name = wallet?.name ?? t('titles.ConnectingWalletConnectBasic')

  return (
    <div className={styles.view}>
      {uri ? (
        <>
          <p className={styles.legal}>{wallet ? t('walletConnect.scanWith', { name }) : t('walletConnect.scanQr')}</p>
          <QrWithAlternatives
            value={uri}
            qrLabel={wallet ? t('aria.qrCode', { name }) : t('aria.qrCodeConnect')}
            copyLabel={t('common.copyLink')}
            openLabel={t('common.openLink')}
            onCopy={copy}
            onOpen={(value) => portico.platform.openLink(value, '_blank')}
          />
          {wallet && appLink ? (
            <Button onClick={() => void openDeepLink(portico, wallet)}>{t('walletConnect.openApp', { name })}</Button>
          ) : null}
          {pairing.expiry ? (
            <div className={styles.legal}>
              <Countdown expiresAt={pairing.expiry} format={(seconds) => t('walletConnect.expiresIn', { seconds })} />
            </div>
          ) : null}
        </>
      ) : (
        <Spinner label={t('status.connectingTo', { name })} />
      )}
      <ViewError error={failure} />
    </div>
  )
}
