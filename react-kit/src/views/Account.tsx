import { useStore } from '../hooks/useStore'
import { close, disconnect, push } from '@portico/sdk'
import { accountTabs, disconnectChoices, type AccountTab, type DisconnectChoice } from '@portico/sdk/account'
import { useState, type ReactNode } from 'react'
import { Button, Tabs } from '../components'
import { usePorticoContext } from '../hooks/context'
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
 * swap, buy, settings), its tokens, NFTs and activity by month (the lists `accountTabs` names), "Add wallet" (with
 * `features.multiWallet`: the Connect view, the new wallet joining the others) and Disconnect as the SDK's
 * `disconnectChoices` has it: with one wallet, every namespace (the spec's disconnect); with several, the active wallet
 * alone (the next one becomes active) and "Disconnect all"; either closes the modal, as Disconnect always has (nothing
 * moves under a second click). The data is what the SDK's `watchAccountData`
 * (started by the provider) keeps in the account stores.
 */
export default function Account() {
  const { portico } = usePorticoContext()
  const t = useTranslation(sharedMessages, accountMessages)
  const account = useStore(portico.$account)
  const { caipNetwork } = useStore(portico.$network)
  const shown = useStore(accountTabs(portico))
  const { features } = useStore(portico.$options)
  const choices = useStore(disconnectChoices(portico))
  const actions = useAccountActions(portico, account.address, caipNetwork?.caipNetworkId, account.status)
  const [failure, setFailure] = useState<unknown>()
  const address = account.address
  if (!address) return null

  const leave = async (choice: DisconnectChoice) => {
    setFailure(undefined)
    try {
      await disconnect(portico, choice.params)
      close(portico, { force: true })
    } catch (error) {
      // Shown to the user here; the SDK has already reported it.
      setFailure(error)
    }
  }

  // The lists the SDK says the namespace has (spec §9), each rendered by its id.
  const lists: Record<AccountTab, { label: string; content: ReactNode }> = {
    tokens: { label: t('account.tabs.tokens'), content: <TokenList /> },
    nfts: { label: t('account.tabs.nfts'), content: <NftGrid /> },
    activity: { label: t('account.tabs.activity'), content: <ActivityList /> },
  }
  const tabs = shown.map((id) => ({ id, ...lists[id] }))

  return (
    <div className={styles.view}>
      <AccountProfile address={address} />
      <AccountActionButtons actions={actions} />
      {tabs.length > 0 ? <Tabs label={t('account.aria.accountTabs')} tabs={tabs} /> : null}
      {features.multiWallet ? (
        <Button variant="secondary" onClick={() => push(portico, { view: 'Connect' })}>
          {t('account.wallets.add')}
        </Button>
      ) : null}
      <div className={styles.leave}>
        {choices.map((choice) => (
          <Button key={choice.scope} variant="secondary" onClick={() => void leave(choice)}>
            {choice.connection
              ? t('account.wallets.disconnect', { name: choice.connection.connector.name })
              : t(choices.length > 1 ? 'account.wallets.disconnectAll' : 'shared.common.disconnect')}
          </Button>
        ))}
      </div>
      <ViewError error={failure} />
    </div>
  )
}
