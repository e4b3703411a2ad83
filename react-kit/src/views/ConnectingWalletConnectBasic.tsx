import { useStore } from '../hooks/useStore'
import { isReachableOnMobile, uniqueById, type Wallet } from '@portico/sdk/catalogue'
import { openDeepLink } from '@portico/sdk/catalogue'
import { useState } from 'react'
import { Button, LiveRegion, RovingList, Spinner, type RovingListItem } from '../components'
import { usePorticoContext } from '../hooks/context'
import * as styles from './Connect.css'
import ConnectingWalletConnect from './ConnectingWalletConnect'
import { useCopyLink } from './pairing/useCopyLink'
import { ViewError } from './ViewError'
import { useWalletConnectPairing } from './walletconnect/useWalletConnectPairing'
import { WalletConnectNotConfigured } from './walletconnect/WalletConnectNotConfigured'
import { WalletImage } from './wallets/WalletImage'
import * as walletStyles from './wallets/wallets.css'
import { useTranslation } from '../hooks/useTranslation'
import { shellMessages } from '../i18n/en/shell'
import { sharedMessages } from '../i18n/en/shared'
import { walletConnectMessages } from '../i18n/en/walletConnect'

/**
 * The pairing screen of basic (manual) WalletConnect mode. On a computer it is the QR code of a plain pairing
 * (the ConnectingWalletConnect screen with no wallet chosen). On a phone, where a QR code cannot be scanned, it
 * lists the catalogue's wallets that have an app or web link: choosing one opens it on the pairing link.
 */
export default function ConnectingWalletConnectBasic() {
  const { portico } = usePorticoContext()
  // Deep links or a QR code is a behaviour the platform decides (spec §2), not a layout.
  const [mobile] = useState(() => portico.platform.facts().isMobile)
  return mobile ? <WalletAppList /> : <ConnectingWalletConnect />
}

interface AppItem extends RovingListItem {
  wallet: Wallet
}

/** The phone variant: starts the pairing, lists the wallets that open on it, and offers the link to copy. */
function WalletAppList() {
  const { portico } = usePorticoContext()
  const t = useTranslation(shellMessages, sharedMessages, walletConnectMessages)
  const copy = useCopyLink()
  const { pairing } = useStore(portico.$connection)
  const catalogue = useStore(portico.$wallets)
  const { configured, error } = useWalletConnectPairing()

  if (!configured) return <WalletConnectNotConfigured />

  const uri = pairing.uri
  const wallets = uniqueById([
    ...catalogue.recent,
    ...catalogue.featured,
    ...catalogue.custom,
    ...catalogue.recommended,
    ...catalogue.wallets,
  ])
  const items: AppItem[] = wallets
    .filter((wallet) => wallet.custom || isReachableOnMobile(wallet))
    .map((wallet) => ({ id: wallet.id, name: wallet.name, wallet, disabled: !uri }))

  return (
    <div className={styles.view}>
      <p className={styles.legal}>{t('walletConnect.connecting.chooseApp')}</p>
      {uri ? null : <Spinner label={t('walletConnect.connecting.preparingLink')} />}
      <RovingList
        label={t('shell.aria.walletList')}
        locale={t.locale}
        items={items}
        // Synchronous: a phone only opens an app link inside the tap itself.
        onActivate={(item) => void openDeepLink(portico, item.wallet)}
        renderItem={(item) => (
          <span className={styles.itemRow}>
            <WalletImage name={item.name} src={catalogue.images[item.id] ?? item.wallet.image_url} />
            <span className={walletStyles.name}>{item.name}</span>
          </span>
        )}
      />
      {uri ? (
        <Button variant="secondary" onClick={() => copy(uri)}>
          {t('shared.common.copyLink')}
        </Button>
      ) : null}
      <LiveRegion message={uri ? t('walletConnect.connecting.linkReady') : ''} />
      <ViewError error={error} />
    </div>
  )
}
