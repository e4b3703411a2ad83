import { useStore } from '../hooks/useStore'
import { goBack, switchNetwork } from '@portico/sdk'
import { isPorticoError, type CaipNetwork } from '@portico/sdk'
import { useEffect, useRef, useState } from 'react'
import { LiveRegion, RovingList } from '../components'
import { usePorticoContext } from '../hooks/context'
import * as styles from './Connect.css'
import { ViewError } from './ViewError'
import { NetworkItem, networkItems } from './networks/networkItems'
import { useTranslation } from '../hooks/useTranslation'
import { networkMessages } from '../i18n/en/network'
import { errorText } from '../i18n/noticeText'
import { shellMessages } from '../i18n/en/shell'

/**
 * The configured networks; the active one is `aria-current`. Choosing one switches to it and goes back. A wallet that
 * cannot be asked to switch (SWITCH_IN_WALLET) gets the user's instruction above the list, and the view goes back
 * once the wallet is on that network.
 */
export default function Networks() {
  const { portico } = usePorticoContext()
  const t = useTranslation(networkMessages)
  const shell = useTranslation(shellMessages)
  const { networks } = useStore(portico.$options)
  const network = useStore(portico.$network)
  const [failure, setFailure] = useState<unknown>()
  const [awaited, setAwaited] = useState<{ network: CaipNetwork; instruction: unknown }>()
  const notice = useRef<HTMLParagraphElement>(null)

  const choose = async (chosen: CaipNetwork) => {
    setFailure(undefined)
    setAwaited(undefined)
    try {
      if (chosen.caipNetworkId !== network.caipNetwork?.caipNetworkId) await switchNetwork(portico, { network: chosen })
      goBack(portico)
    } catch (error) {
      // Shown to the user here; the SDK has already reported it.
      if (isPorticoError(error) && error.code === 'SWITCH_IN_WALLET')
        setAwaited({ network: chosen, instruction: error })
      else setFailure(error)
    }
  }

  const arrived = awaited && network.caipNetwork?.caipNetworkId === awaited.network.caipNetworkId
  useEffect(() => {
    if (arrived) goBack(portico)
  }, [arrived, portico])
  useEffect(() => {
    if (awaited) notice.current?.scrollIntoView?.({ block: 'nearest' })
  }, [awaited])

  return (
    <div className={styles.view}>
      {awaited ? (
        <p ref={notice} role="status" className={styles.notice}>
          {errorText(shell, awaited.instruction)}
        </p>
      ) : null}
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
