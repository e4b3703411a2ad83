import { useStore } from '../hooks/useStore'
import { deepLinkFor, openDeepLink, storeLink } from '@portico/sdk/catalogue'
import { useEffect, useRef } from 'react'
import { Button, Countdown, Spinner, useAnnounce } from '../components'
import { usePorticoContext } from '../hooks/context'
import * as styles from './Connect.css'
import * as wcStyles from './walletconnect/walletConnect.css'
import { PairingQr } from './pairing/PairingQr'
import { ClockIcon, ExternalLinkIcon, WalletConnectIcon } from '../icons'
import { WalletImage } from './wallets/WalletImage'
import { ViewError } from './ViewError'
import { pairingWallet } from './walletconnect/pairingWallet'
import { useWalletConnectPairing } from './walletconnect/useWalletConnectPairing'
import { WalletConnectNotConfigured } from './walletconnect/WalletConnectNotConfigured'
import { useTranslation } from '../hooks/useTranslation'
import type { Translator } from '../i18n'
import { shellMessages } from '../i18n/en/shell'
import { sharedMessages } from '../i18n/en/shared'
import { walletConnectMessages } from '../i18n/en/walletConnect'
import { walletsMessages } from '../i18n/en/wallets'

/**
 * Pairs a wallet over WalletConnect: starts the connection on mount and shows the pairing link as a QR code (with
 * copy and open), a button that opens the wallet's app on the link, and the time left before the link expires.
 * When the SDK replaces the link (rejected or expiring), the new code is shown and announced. On approval the SDK
 * closes the modal or moves on.
 */
/** '3:59' in the locale's digits: the time left on a pairing link. */
function minutesAndSeconds(t: Translator, seconds: number): string {
  const minutes = Math.floor(seconds / 60)
  return `${t.formatNumber(minutes)}:${t.formatNumber(seconds % 60, { minimumIntegerDigits: 2 })}`
}

export default function ConnectingWalletConnect() {
  const { portico } = usePorticoContext()
  const t = useTranslation(shellMessages, sharedMessages, walletConnectMessages, walletsMessages)
  const announce = useAnnounce()
  const router = useStore(portico.$router)
  const { pairing } = useStore(portico.$connection)
  const wallets = useStore(portico.$wallets)
  const { configured, error } = useWalletConnectPairing()

  const wallet = pairingWallet(router.data?.wallet, wallets, portico.$connection.get().recentWallets)
  const uri = pairing.uri

  // A new link replacing one already shown: the old code no longer works, so say so.
  const shownUri = useRef(uri)
  useEffect(() => {
    if (shownUri.current && uri && uri !== shownUri.current) announce(t('walletConnect.linkExpired'))
    if (uri) shownUri.current = uri
  }, [uri, announce, t])

  if (!configured) return <WalletConnectNotConfigured />

  const appLink = wallet && uri ? deepLinkFor(wallet, uri, portico.platform.facts()) : undefined
  const name = wallet?.name ?? t('shell.titles.ConnectingWalletConnectBasic')
  // For a user who does not have the wallet yet: its store page on this device, or its home page.
  const getApp = wallet ? storeLink(wallet, portico.platform.facts()) : undefined

  return (
    <div className={styles.view}>
      {uri ? (
        <>
          <p className={styles.legal}>{wallet ? t('walletConnect.scanWith', { name }) : t('walletConnect.scanQr')}</p>
          <PairingQr
            link={uri}
            qrLabel={wallet ? t('shared.aria.qrCode', { name }) : t('walletConnect.aria.qrCodeConnect')}
            openLabel={t('walletConnect.common.openLink')}
            linkKind="pairing"
            logo={
              wallet ? <WalletImage name={name} src={wallets.images[wallet.id]} /> : <WalletConnectIcon size={40} />
            }
          />
          {wallet && appLink ? (
            <Button onClick={() => void openDeepLink(portico, wallet)}>{t('walletConnect.openApp', { name })}</Button>
          ) : null}
          {getApp ? (
            <a className={wcStyles.getApp} href={getApp} target="_blank" rel="noreferrer noopener">
              <span>{t('wallets.getApp', { name })}</span>
              <ExternalLinkIcon size={14} />
            </a>
          ) : null}
          {pairing.expiry ? (
            <div className={wcStyles.countdown}>
              <ClockIcon size={14} />
              <Countdown
                expiresAt={pairing.expiry}
                format={(seconds) => t('walletConnect.expiresIn', { time: minutesAndSeconds(t, seconds) })}
              />
            </div>
          ) : null}
        </>
      ) : (
        <Spinner label={t('shared.status.connectingTo', { name })} />
      )}
      <ViewError error={error} />
    </div>
  )
}
