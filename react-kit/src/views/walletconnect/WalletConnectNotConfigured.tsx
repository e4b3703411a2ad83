import { usePorticoContext } from '../../provider/context'
import * as styles from '../Connect.css'

/** What a WalletConnect screen shows when the app has no WalletConnect connector. */
export function WalletConnectNotConfigured() {
  const { t } = usePorticoContext()
  return (
    <div className={styles.view}>
      <p role="alert" className={styles.error}>
        {t('walletConnect.notConfigured')}
      </p>
    </div>
  )
}
