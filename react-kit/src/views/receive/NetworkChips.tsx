import type { CaipNetwork } from '@portico/sdk'
import type { Translator } from '../../i18n'
import { NetworkImage } from '../networks/NetworkImage'
import * as styles from '../WalletReceive.css'

/**
 * The networks an address can receive on, each with its mark from the network list: a single one named in a
 * sentence, several as a counted list.
 */
export function NetworkChips({ t, networks }: { t: Translator; networks: readonly CaipNetwork[] }) {
  const [only] = networks
  if (networks.length === 1 && only)
    return (
      <p className={`${styles.message} ${styles.only}`}>
        <NetworkImage network={only} size={20} />
        <span>{t('receive.onlyNetwork', { network: only.name })}</span>
      </p>
    )
  return (
    <>
      <p className={styles.message}>{t('receive.networksCount', { count: networks.length })}</p>
      <ul className={styles.networks} aria-label={t('receive.networksHeading')}>
        {networks.map((network) => (
          <li key={network.caipNetworkId} className={styles.network}>
            <NetworkImage network={network} size={24} />
            <span>{network.name}</span>
          </li>
        ))}
      </ul>
    </>
  )
}
