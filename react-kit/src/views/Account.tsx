import { useStore } from '../hooks/useStore'
import { close, disconnect } from '@portico/sdk'
import { useState } from 'react'
import { Button, Tabs, type TabItem } from '../components'
import { usePorticoContext } from '../provider/context'
import { AccountActionButtons } from './account/AccountActionButtons'
import { AccountProfile } from './account/AccountProfile'
import { ActivityList } from './account/ActivityList'
import { NftGrid } from './account/NftGrid'
import { TokenList } from './account/TokenList'
import { useAccountActions } from './account/useAccountActions'
import * as styles from './Account.css'
import { ViewError } from './ViewError'
import { useTranslation } from '../hooks/useTranslation'
import { sharedMessages } from '../i18n/en/shared'
import { accountMessages } from '../i18n/en/account'

/**
 * The connected account: profile, address (copy, explorer), balance, network, the actions offered (send, receive,
 * swap, buy, settings), its tokens, NFTs and activity by month, and disconnect. The data is what the SDK's
 * `watchAccountData` (started by the provider) keeps in the account stores.
 */
export default function Account() {
  const { portico } = usePorticoContext()
  const t = useTranslation(sharedMessages, accountMessages)
  const account = useStore(portico.$account)
  const { caipNetwork } = useStore(portico.$network)
  const { features } = useStore(portico.$options)
  const actions = useAccountActions(portico, account.address, caipNetwork?.caipNetworkId, account.status)
  const [failure, setFailure] = useState<unknown>()
  const address = account.address
  if (!address) return null

  const leave = async () => {
    setFailure(undefined)
    try {
      await disconnect(portico)
      close(portico, { force: true })
    } catch (error) {
      // Shown to the user here; the SDK has already reported it.
      setFailure(error)
    }
  }

  const tabs: TabItem[] = [
    { id: 'tokens', label: t('account.tabs.tokens'), content: <TokenList /> },
    { id: 'nfts', label: t('account.tabs.nfts'), content: <NftGrid /> },
    ...(features.history ? [{ id: 'activity', label: t('account.tabs.activity'), content: <ActivityList /> }] : []),
  ]

  return (
    <div className={styles.view}>
      <AccountProfile address={address} />
      <AccountActionButtons actions={actions} />
      <Tabs label={t('account.aria.accountTabs')} tabs={tabs} />
      <Button variant="secondary" onClick={() => void leave()}>
        {t('shared.common.disconnect')}
      </Button>
      <ViewError error={failure} />
    </div>
  )
}
