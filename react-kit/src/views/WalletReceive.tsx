import { useStore } from '../hooks/useStore'
import { receiveDetailsStore, copyAddress } from '@portico/sdk/receive'
import { useAnnounce } from '../components'
import { QrWithAlternatives } from '../components/qr'
import { usePorticoContext } from '../hooks/context'
import * as connectStyles from './Connect.css'
import * as styles from './WalletReceive.css'
import { NetworkChips } from './receive/NetworkChips'
import { useTranslation } from '../hooks/useTranslation'
import { sharedMessages } from '../i18n/en/shared'
import { receiveMessages } from '../i18n/en/receive'

/**
 * The connected address to receive on: as a QR code with its copy alternative (announced "Copied"; there is no
 * link to open) and, because a QR code is not accessible on its own, as text; then the networks it can receive on.
 */
export default function WalletReceive() {
  const { portico } = usePorticoContext()
  const t = useTranslation(sharedMessages, receiveMessages)
  const announce = useAnnounce()
  const details = useStore(receiveDetailsStore(portico))
  if (!details) return <p className={styles.message}>{t('receive.notConnected')}</p>

  const copy = () => {
    copyAddress(portico).then(
      () => announce(t('receive.status.copied')),
      // The SDK has reported the failure; the user hears that copying did not work.
      () => announce(t('shared.snackbar.copyFailed'), 'assertive'),
    )
  }

  return (
    <div className={connectStyles.view}>
      <p className={styles.message}>{t('receive.description')}</p>
      <QrWithAlternatives
        value={details.qrPayload}
        qrLabel={t('receive.qrLabel')}
        copyLabel={t('shared.common.copyAddress')}
        copyAriaLabel={t('shared.aria.copyAddress', { address: details.address })}
        onCopy={copy}
      />
      <div>
        <p className={styles.label}>{t('receive.addressLabel')}</p>
        <p className={styles.address}>{details.address}</p>
      </div>
      <NetworkChips t={t} networks={details.networks} />
    </div>
  )
}
