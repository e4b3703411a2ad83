import { useStore } from '@nanostores/react'
import { close, disconnect, formatBalance, push, truncateAddress } from '@portico/sdk'
import { useState } from 'react'
import { Button, Tabs, useAnnounce } from '../components'
import { visuallyHidden } from '../components/styles/shared.css'
import { usePorticoContext } from '../provider/context'
import { ActivityList } from './account/ActivityList'
import * as styles from './Connect.css'
import { ViewError } from './ViewError'

/**
 * The connected account: profile, address (copy, explorer), balance, network, its tokens, NFTs and activity by
 * month, and disconnect.
 */
export default function Account() {
  const { portico, t } = usePorticoContext()
  const announce = useAnnounce()
  const account = useStore(portico.$account)
  const { caipNetwork } = useStore(portico.$network)
  const { balances } = useStore(portico.$balances)
  const groups = useStore(portico.$activityGroups)
  const [failure, setFailure] = useState<unknown>()
  const address = account.address
  if (!address) return null

  const copy = () => {
    portico.platform.writeClipboard(address).then(
      () => announce(t('account.addressCopied')),
      () => announce(t('snackbar.copyFailed'), 'assertive'),
    )
  }

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

  const explorerBase = caipNetwork?.blockExplorers?.default.url
  const explorerUrl = account.addressExplorerUrl ?? (explorerBase ? `${explorerBase}/address/${address}` : undefined)
  const balance = account.balance === undefined ? undefined : formatBalance(account.balance, account.balanceSymbol)
  const tokens =
    balances.length === 0 ? (
      <p className={styles.legal}>{t('account.emptyTokens')}</p>
    ) : (
      <ul aria-label={t('aria.tokenList')}>
        {balances.map((token) => (
          <li key={`${token.chainId}:${token.address ?? token.symbol}`}>
            {token.name} · {formatBalance(token.quantity.numeric, token.symbol)}
          </li>
        ))}
      </ul>
    )

  return (
    <div className={styles.view}>
      {account.profileImage ? <img src={account.profileImage} alt="" width={64} height={64} /> : null}
      {account.profileName ? <p>{account.profileName}</p> : null}
      <p>
        <span aria-hidden="true">{truncateAddress(address)}</span>
        <span className={visuallyHidden}>{address}</span>
      </p>
      <Button variant="secondary" aria-label={t('aria.copyAddress', { address })} onClick={copy}>
        {t('common.copyAddress')}
      </Button>
      {explorerUrl ? (
        <a className={styles.link} href={explorerUrl} target="_blank" rel="noreferrer">
          {t('account.viewOnExplorer')}
        </a>
      ) : null}
      {balance ? <p>{t('aria.balance', { amount: balance })}</p> : null}
      {caipNetwork ? (
        <Button variant="secondary" aria-label={t('aria.currentNetwork', { name: caipNetwork.name })} onClick={() => push(portico, 'Networks')}>
          {caipNetwork.name}
        </Button>
      ) : null}
      <Tabs
        label={t('aria.accountTabs')}
        tabs={[
          { id: 'tokens', label: t('account.tabs.tokens'), content: tokens },
          { id: 'nfts', label: t('account.tabs.nfts'), content: <p className={styles.legal}>{t('account.emptyNfts')}</p> },
          { id: 'activity', label: t('account.tabs.activity'), content: <ActivityList groups={groups} t={t} /> },
        ]}
      />
      <Button variant="secondary" onClick={() => void leave()}>
        {t('common.disconnect')}
      </Button>
      <ViewError error={failure} />
    </div>
  )
}
