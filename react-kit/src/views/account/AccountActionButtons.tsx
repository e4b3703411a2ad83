import { push, type View } from '@portico/sdk'
import type { AccountActions } from '@portico/sdk/account'
import type { ReactNode } from 'react'
import { focusRing } from '../../components/styles/shared.css'
import type { MessageKey } from '../../i18n'
import { BuyIcon, ReceiveIcon, SendIcon, SwapIcon } from '../../icons'
import { Icon } from '../../icons/Icon'
import { usePorticoContext } from '../../hooks/context'
import { usePreloadOn } from '../preloadOn'
import * as styles from '../Account.css'
import { useTranslation } from '../../hooks/useTranslation'
import { accountMessages } from '../../i18n/en/account'

/** A gear: the embedded wallet's settings. */
const SettingsIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 3v2.5M12 18.5V21M3 12h2.5M18.5 12H21M5.6 5.6l1.8 1.8M16.6 16.6l1.8 1.8M5.6 18.4l1.8-1.8M16.6 7.4l1.8-1.8" />
  </Icon>
)

const ACTIONS: readonly { action: keyof AccountActions; view: View; label: MessageKey; icon: ReactNode }[] = [
  { action: 'send', view: 'WalletSend', label: 'account.send', icon: <SendIcon /> },
  { action: 'receive', view: 'WalletReceive', label: 'account.receive', icon: <ReceiveIcon /> },
  { action: 'swap', view: 'Swap', label: 'account.swap', icon: <SwapIcon /> },
  { action: 'buy', view: 'OnRampProviders', label: 'account.buy', icon: <BuyIcon /> },
  { action: 'settings', view: 'AccountSettings', label: 'account.settings.open', icon: <SettingsIcon /> },
]

/** Send, Receive, Swap, Buy and the embedded wallet's settings, each shown when offered, in one row; each opens its view. */
export function AccountActionButtons({ actions }: { actions: AccountActions }) {
  const preloadOn = usePreloadOn()
  const { portico } = usePorticoContext()
  const t = useTranslation(accountMessages)
  const shown = ACTIONS.filter(({ action }) => actions[action])
  if (shown.length === 0) return null
  return (
    <nav aria-label={t('account.actions')} className={styles.actions}>
      {shown.map(({ action, view, label, icon }) => (
        <button
          key={action}
          type="button"
          className={`${styles.action} ${focusRing}`}
          {...preloadOn(view)}
          onClick={() => push(portico, { view })}
        >
          <span className={styles.actionIcon} aria-hidden="true">
            {icon}
          </span>
          <span className={styles.actionLabel}>{t(label)}</span>
        </button>
      ))}
    </nav>
  )
}
