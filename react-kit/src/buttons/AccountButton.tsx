import { visuallyHidden, focusRing } from '../components/styles/shared.css'
import { usePorticoContext } from '../hooks/context'
import * as styles from './buttons.css'
import { avatarGradient } from '../views/account/avatarGradient'
import { useConnectButton } from './useConnectButton'

export interface AccountButtonProps {
  /** Show the balance next to the name (default) or hide it. */
  balance?: 'show' | 'hide'
}

/**
 * The connected account: profile image (or the gradient avatar the Account view shows), profile name (or the address shortened to 4…6), and
 * the balance. Opens the modal on the account. Renders nothing while no account is connected (`ConnectButton`
 * shows it once one is).
 */
export function AccountButton({ balance = 'show' }: AccountButtonProps) {
  const { t, rootProps } = usePorticoContext()
  const { account, open } = useConnectButton()
  if (!account) return null
  return (
    <button
      {...rootProps}
      type="button"
      data-portico-account-button=""
      className={`${styles.button} ${focusRing}`}
      onClick={open}
    >
      {account.image ? (
        <img className={styles.image} src={account.image} alt="" />
      ) : (
        <span className={styles.avatar} style={{ background: avatarGradient(account.address) }} aria-hidden="true" />
      )}
      <span>{account.displayName}</span>
      {balance === 'show' && account.balance !== undefined ? (
        <span className={`${styles.secondaryText} ${styles.wideOnly}`}>
          <span className={visuallyHidden}>{t('start.account.balance')} </span>
          {account.balance}
        </span>
      ) : null}
    </button>
  )
}
