import { useStore } from '../hooks/useStore'
import { goBack, switchNetwork } from '@portico/sdk'
import { useState } from 'react'
import { LiveRegion, RovingList } from '../components'
import { usePorticoContext } from '../provider/context'
import * as styles from './Connect.css'
import { ViewError } from './ViewError'
import { NetworkItem, networkItems } from './networks/networkItems'
import { useTranslation } from '../hooks/useTranslation'
import { networkMessages } from '../i18n/en/network'

/** The configured networks; the active one is `aria-current`. Choosing one switches to it and goes back. */
export default function Networks() {
  const { portico } = usePorticoContext()
  const t = useTranslation(networkMessages)
  const { networks } = useStore(portico.$options)
  const network = useStore(portico.$network)
  const [failure, setFailure] = useState<unknown>()

  const choose = async (chosen: (typeof networks)[number]) => {
    setFailure(undefined)
    try {
      if (chosen.caipNetworkId !== network.caipNetwork?.caipNetworkId) await switchNetwork(portico, { network: chosen })
      goBack(portico)
    } catch (error) {
      // Shown to the user here; the SDK has already reported it.
      setFailure(error)
    }
  }

  return (
    <div className={styles.view}>
      <RovingList
        label={t('network.aria.networkList')}
        locale={t.locale}
        items={networkItems(t, networks, network.caipNetwork)}
        onActivate={(item) => void choose(item.network)}
        renderItem={(item) => <NetworkItem item={item} />}
      />
      <LiveRegion message={network.isSwitching ? t('network.status.switchingNetwork') : ''} />
      <ViewError error={failure} />
    </div>
  )
}
