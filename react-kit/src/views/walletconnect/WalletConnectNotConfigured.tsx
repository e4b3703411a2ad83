import * as styles from '../Connect.css'
import { useTranslation } from '../../hooks/useTranslation'
import { walletConnectMessages } from '../../i18n/en/walletConnect'

/** What a WalletConnect screen shows when the app has no WalletConnect connector. */
export function WalletConnectNotConfigured() {
  const t = useTranslation(walletConnectMessages)
  return (
    <div className={styles.view}>
      <p role="alert" className={styles.error}>
        {t('walletConnect.notConfigured')}
      </p>
    </div>
  )
}
