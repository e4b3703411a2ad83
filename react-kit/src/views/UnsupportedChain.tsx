import { useStore } from '../hooks/useStore'
import { close, disconnect, switchNetwork, type CaipNetwork } from '@portico/sdk'
import { useState } from 'react'
import { Button, LiveRegion, RovingList } from '../components'
import { usePorticoContext } from '../hooks/context'
import * as styles from './Connect.css'
import { ViewError } from './ViewError'
import { NetworkItem, networkItems } from './networks/networkItems'
import { useTranslation } from '../hooks/useTranslation'
import { sharedMessages } from '../i18n/en/shared'
import { networkMessages } from '../i18n/en/network'

/** Shown when the wallet is on a network the app does not support: switch to a supported one, or disconnect. */
export default function UnsupportedChain() {
  const { portico } = usePorticoContext()
  const t = useTranslation(sharedMessages, networkMessages)
  const network = useStore(portico.$network)
  const { disconnectStatus } = useStore(portico.$connectors)
  const [failure, setFailure] = useState<unknown>()

  const run = async (action: () => Promise<void>) => {
    setFailure(undefined)
    try {
      await action()
      close(portico, { force: true })
    } catch (error) {
      // Shown to the user here; the SDK has already reported it.
      setFailure(error)
    }
  }

  return (
    <div className={styles.view}>
      <p className={styles.legal}>{t('network.unsupportedDescription')}</p>
      <RovingList
        label={t('network.aria.networkList')}
        locale={t.locale}
        items={networkItems(t, network.requestedCaipNetworks, network.caipNetwork)}
        onActivate={(item) => void run(() => switchNetwork(portico, { network: item.network as CaipNetwork }))}
        renderItem={(item) => <NetworkItem item={item} />}
      />
      <Button
        variant="secondary"
        loading={disconnectStatus === 'pending'}
        loadingLabel={t('network.status.disconnecting')}
        onClick={() => void run(() => disconnect(portico))}
      >
        {t('shared.common.disconnect')}
      </Button>
      <LiveRegion message={network.isSwitching ? t('network.status.switchingNetwork') : ''} />
      <ViewError error={failure} />
    </div>
  )
}
