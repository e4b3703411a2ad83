import { useStore } from '../hooks/useStore'
import { open } from '@portico/sdk'
import { focusRing } from '../components/styles/shared.css'
import { usePorticoContext } from '../hooks/context'
import * as styles from './buttons.css'
import { NetworkMark } from './NetworkMark'

/** The active network's picture (as the network list shows it) and name; opens the modal on the network list. */
export function NetworkButton() {
  const { portico, t, rootProps } = usePorticoContext()
  const { caipNetwork } = useStore(portico.$network)
  const name = caipNetwork?.name ?? t('start.network.unknown')
  return (
    <button
      {...rootProps}
      type="button"
      className={`${styles.button} ${focusRing}`}
      aria-label={t('start.aria.currentNetwork', { name })}
      onClick={() => open(portico, { view: 'Networks' })}
    >
      {caipNetwork ? <NetworkMark network={caipNetwork} /> : <span className={styles.avatar} aria-hidden="true" />}
      <span className={styles.wideOnly}>{name}</span>
    </button>
  )
}
