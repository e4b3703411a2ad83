import { useStore } from '../hooks/useStore'
import { isImageUrl, open, truncateAddress } from '@portico/sdk'
import { focusRing, visuallyHidden } from '../components/styles/shared.css'
import { usePorticoContext } from '../provider/context'
import * as styles from './buttons.css'

export interface AccountButtonProps {
  /** Show the balance next to the name (default) or hide it. */
  balance?: 'show' | 'hide'
}

/**
 * The connected account: profile image (or a plain avatar), profile name (or the address shortened to 4…6), and
 * the balance. Opens the modal on the account. Renders nothing while no account is connected.
 */
export function AccountButton({ balance = 'show' }: AccountButtonProps) {
  const { portico, t, rootProps } = usePorticoContext()
  const account = useStore(portico.$account)
  if (!account.address) return null
  const name = account.profileName || truncateAddress(account.address)
  const amount = t.formatBalance(account.balance ?? '0', account.balanceSymbol)
  return (
    <button
      {...rootProps}
      type="button"
      data-portico-account-button=""
      className={`${styles.button} ${focusRing}`}
      onClick={() => open(portico)}
    >
      {isImageUrl(account.profileImage) ? (
        <img className={styles.image} src={account.profileImage} alt="" />
      ) : (
        <span className={styles.avatar} aria-hidden="true" />
      )}
      <span>{name}</span>
      {balance === 'show' ? (
        <span className={styles.secondaryText}>
          <span className={visuallyHidden}>{t('account.balance')} </span>
          {amount}
        </span>
      ) : null}
    </button>
  )
}
