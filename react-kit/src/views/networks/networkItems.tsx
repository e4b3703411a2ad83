import type { CaipNetwork } from '@portico/sdk'
import type { RovingListItem } from '../../components'
import type { Translator } from '../../i18n'
import * as connectStyles from '../Connect.css'
import { WalletImage } from '../wallets/WalletImage'
import * as walletStyles from '../wallets/wallets.css'

export interface NetworkListItem extends RovingListItem {
  network: CaipNetwork
  badge?: string
}

/** Networks as list entries: the active one current, with "active" or "testnet" read after the name. */
export function networkItems(
  t: Translator,
  networks: readonly CaipNetwork[],
  active: CaipNetwork | undefined,
): NetworkListItem[] {
  return networks.map((network) => {
    const current = network.caipNetworkId === active?.caipNetworkId
    const badge = current ? t('network.active') : network.testnet ? t('network.testnet') : undefined
    return {
      id: network.caipNetworkId,
      name: network.name,
      network,
      current,
      badge,
      states: badge ? [badge.toLocaleLowerCase(t.locale)] : [],
    }
  })
}

export function NetworkItem({ item }: { item: NetworkListItem }) {
  return (
    <span className={connectStyles.itemRow}>
      <WalletImage name={item.name} src={item.network.assets?.imageUrl} />
      <span className={walletStyles.name}>{item.name}</span>
      {item.badge ? <span className={walletStyles.badge}>{item.badge}</span> : null}
    </span>
  )
}
