import type { CaipNetwork } from '@portico/sdk'
import type { RovingListItem } from '../../components'
import type { Translator } from '../../i18n'
import * as connectStyles from '../Connect.css'
import { CheckIcon } from '../../icons'
import * as walletStyles from '../wallets/wallets.css'
import { NetworkImage } from './NetworkImage'

export interface NetworkListItem extends RovingListItem {
  network: CaipNetwork
  badge?: string
}

/**
 * Networks as list entries: a testnet tagged "Testnet"; the active one current (a tick), "active" read after its name.
 */
export function networkItems(
  t: Translator,
  networks: readonly CaipNetwork[],
  active: CaipNetwork | undefined,
): NetworkListItem[] {
  return networks.map((network) => {
    const current = network.caipNetworkId === active?.caipNetworkId
    const badge = network.testnet ? t('network.testnet') : undefined
    const states = [...(current ? [t('network.active')] : []), ...(badge ? [badge] : [])]
    return {
      id: network.caipNetworkId,
      name: network.name,
      network,
      current,
      badge,
      states: states.map((state) => state.toLocaleLowerCase(t.locale)),
    }
  })
}

export function NetworkItem({ item }: { item: NetworkListItem }) {
  return (
    <span className={connectStyles.itemRow}>
      <NetworkImage network={item.network} size={32} />
      <span className={walletStyles.name}>{item.name}</span>
      {item.badge ? <span className={walletStyles.badge}>{item.badge}</span> : null}
      {item.current ? <CheckIcon size={18} /> : null}
    </span>
  )
}
