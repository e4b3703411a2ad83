import { useStore } from '../../hooks/useStore'
import { isImageUrl, isWebUrl, push, truncateAddress } from '@portico/sdk'
import { Button, useAnnounce } from '../../components'
import { visuallyHidden } from '../../components/styles/shared.css'
import { usePorticoContext } from '../../provider/context'
import * as styles from '../Account.css'
import { useTranslation } from '../../hooks/useTranslation'
import { sharedMessages } from '../../i18n/en/shared'
import { accountMessages } from '../../i18n/en/account'

/** The account's profile image and name, its address (copy, block explorer), its balance and its network. */
export function AccountProfile({ address }: { address: string }) {
  const { portico } = usePorticoContext()
  const t = useTranslation(sharedMessages, accountMessages)
  const announce = useAnnounce()
  const account = useStore(portico.$account)
  const { caipNetwork } = useStore(portico.$network)

  const copy = () => {
    portico.platform.writeClipboard(address).then(
      () => announce(t('account.addressCopied')),
      () => announce(t('shared.snackbar.copyFailed'), 'assertive'),
    )
  }
  const explorerBase = caipNetwork?.blockExplorers?.default.url
  const explorerUrl = account.addressExplorerUrl ?? (explorerBase ? `${explorerBase}/address/${address}` : undefined)
  const balance = account.balance === undefined ? undefined : t.formatBalance(account.balance, account.balanceSymbol)

  return (
    <div className={styles.profile}>
      {isImageUrl(account.profileImage) ? (
        <img className={styles.avatar} src={account.profileImage} alt="" width={64} height={64} />
      ) : (
        <span className={styles.avatar} aria-hidden="true" />
      )}
      {account.profileName ? <p className={styles.name}>{account.profileName}</p> : null}
      <p className={account.profileName ? styles.secondary : styles.name}>
        <span aria-hidden="true">{truncateAddress(address)}</span>
        <span className={visuallyHidden}>{address}</span>
      </p>
      {balance ? <p className={styles.secondary}>{t('account.aria.balance', { amount: balance })}</p> : null}
      <div className={styles.row}>
        <Button variant="secondary" aria-label={t('shared.aria.copyAddress', { address })} onClick={copy}>
          {t('shared.common.copyAddress')}
        </Button>
        {caipNetwork ? (
          <Button
            variant="secondary"
            aria-label={t('start.aria.currentNetwork', { name: caipNetwork.name })}
            onClick={() => push(portico, { view: 'Networks' })}
          >
            {caipNetwork.name}
          </Button>
        ) : null}
      </div>
      {isWebUrl(explorerUrl) ? (
        <a className={styles.link} href={explorerUrl} target="_blank" rel="noreferrer">
          {t('account.viewOnExplorer')}
        </a>
      ) : null}
    </div>
  )
}
