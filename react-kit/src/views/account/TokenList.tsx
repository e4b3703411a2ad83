import { useStore } from '../../hooks/useStore'
import { isImageUrl } from '@portico/sdk'
import { balancesRetryWait, fetchBalances } from '@portico/sdk/account'
import { useSecondsLeft } from '../../hooks/useSecondsLeft'
import { usePorticoContext } from '../../hooks/context'
import * as styles from '../Account.css'
import { ListState } from './ListState'
import { WalletIcon } from '../../icons'
import { coreNotice, noticeText } from '../../i18n/noticeText'
import { useTranslation } from '../../hooks/useTranslation'
import { shellMessages } from '../../i18n/en/shell'
import { sharedMessages } from '../../i18n/en/shared'
import { accountMessages } from '../../i18n/en/account'

/** The account's tokens on the active network (`$balances`): icon, name, amount, fiat value. */
export function TokenList() {
  const { portico } = usePorticoContext()
  const t = useTranslation(shellMessages, sharedMessages, accountMessages)
  const { balances, status, error } = useStore(portico.$balances)
  const retryWait = useSecondsLeft(() => balancesRetryWait(portico))
  return (
    <>
      <ListState
        status={status}
        filled={balances.length > 0}
        loading={t('account.loadingTokens')}
        icon={<WalletIcon size={24} />}
        empty={t('account.emptyTokens')}
        emptyDescription={t('account.emptyTokensDescription')}
        error={noticeText(t, error ?? coreNotice('SOMETHING_WENT_WRONG'))}
        onRetry={() => void fetchBalances(portico).catch(() => undefined)}
        retryWait={retryWait}
      />
      {balances.length > 0 ? (
        <ul className={styles.list} aria-label={t('shared.aria.tokenList')}>
          {balances.map((token) => (
            <li key={`${token.chainId}:${token.address ?? token.symbol}`} className={styles.item}>
              {isImageUrl(token.iconUrl) ? <img className={styles.icon} src={token.iconUrl} alt="" /> : null}
              <span className={styles.itemMain}>
                <span>{token.name}</span>
                <span className={styles.secondary}>{t.formatBalance(token.quantity.numeric, token.symbol)}</span>
              </span>
              {typeof token.value === 'number' ? (
                <span className={styles.itemEnd}>{t.formatCurrency(token.value, 'USD')}</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  )
}
