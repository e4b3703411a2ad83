import { push, type View } from '@portico/sdk'
import type { AccountActions } from '@portico/sdk/account'
import { Button } from '../../components'
import type { MessageKey } from '../../i18n'
import { usePorticoContext } from '../../provider/context'
import * as styles from '../Account.css'
import { useTranslation } from '../../hooks/useTranslation'
import { accountMessages } from '../../i18n/en/account'

const ACTIONS: readonly { action: keyof AccountActions; view: View; label: MessageKey }[] = [
  { action: 'send', view: 'WalletSend', label: 'account.send' },
  { action: 'receive', view: 'WalletReceive', label: 'account.receive' },
  { action: 'swap', view: 'Swap', label: 'account.swap' },
  { action: 'buy', view: 'OnRampProviders', label: 'account.buy' },
  { action: 'settings', view: 'AccountSettings', label: 'account.settings.open' },
]

/** Send, Receive, Swap, Buy and the embedded wallet's settings, each shown when offered; each opens its view. */
export function AccountActionButtons({ actions }: { actions: AccountActions }) {
  const { portico } = usePorticoContext()
  const t = useTranslation(accountMessages)
  const shown = ACTIONS.filter(({ action }) => actions[action])
  if (shown.length === 0) return null
  return (
    <nav aria-label={t('account.actions')} className={styles.row}>
      {shown.map(({ action, view, label }) => (
        <Button key={action} variant="secondary" onClick={() => push(portico, { view })}>
          {t(label)}
        </Button>
      ))}
    </nav>
  )
}
