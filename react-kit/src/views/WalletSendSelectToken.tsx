import { useStore } from '../hooks/useStore'
import { goBack } from '@portico/sdk'
import { searchTokens, setSendToken } from '@portico/sdk/send'
import { balancesRetryWait, fetchBalances } from '@portico/sdk/account'
import { coreNotice, noticeText } from '../i18n/noticeText'
import { useState } from 'react'
import { LiveRegion, RovingList, TextInput } from '../components'
import { useSecondsLeft } from '../hooks/useSecondsLeft'
import { RetryButton } from './RetryButton'
import { usePorticoContext } from '../hooks/context'
import * as connectStyles from './Connect.css'
import * as styles from './WalletSend.css'
import { TokenSummary, tokenItems } from './send/tokenItems'
import { useTranslation } from '../hooks/useTranslation'
import { sharedMessages } from '../i18n/en/shared'
import { sendMessages } from '../i18n/en/send'
import { shellMessages } from '../i18n/en/shell'

/** The failure is in `$balances` (and reported by the SDK): the view shows it from there. */
const recorded = () => undefined

/**
 * The account's balances to send from, searchable; picking one sets it on the form and goes back to it. When they
 * could not be loaded it says so, with "Try again", above the list of an earlier load marked as not current.
 */
export default function WalletSendSelectToken() {
  const { portico } = usePorticoContext()
  const t = useTranslation(shellMessages, sharedMessages, sendMessages)
  const { balances, status, error: balancesError } = useStore(portico.$balances)
  const retryWait = useSecondsLeft(() => balancesRetryWait(portico))
  const { requestedCaipNetworks } = useStore(portico.$network)
  const { token } = useStore(portico.$send)
  const [search, setSearch] = useState('')
  const found = searchTokens(balances, search)
  const loading = status === 'pending' && balances.length === 0
  const empty = balances.length === 0 ? t('send.noTokens') : t('send.noResults')

  return (
    <div className={connectStyles.view}>
      <TextInput
        label={t('send.aria.searchTokens')}
        type="search"
        placeholder={t('send.searchPlaceholder')}
        autoComplete="off"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {status === 'error' ? (
        // The balances could not be loaded: said so, never "no tokens"; a list from an earlier load is marked stale.
        <>
          <p role="alert" className={connectStyles.error}>
            {noticeText(t, balancesError ?? coreNotice('SOMETHING_WENT_WRONG'))}
          </p>
          {balances.length > 0 ? <p className={styles.message}>{t('shell.common.staleData')}</p> : null}
          <RetryButton seconds={retryWait} onRetry={() => void fetchBalances(portico).catch(recorded)} />
        </>
      ) : null}
      {found.length > 0 ? (
        <RovingList
          label={t('shared.aria.tokenList')}
          locale={t.locale}
          items={tokenItems(t, found, requestedCaipNetworks, token)}
          onActivate={(item) => {
            setSendToken(portico, { token: item.token })
            goBack(portico)
          }}
          renderItem={(item) => <TokenSummary {...item} />}
        />
      ) : loading || (status === 'error' && balances.length === 0) ? null : (
        <p className={styles.message}>{empty}</p>
      )}
      <LiveRegion message={loading ? t('shared.common.loading') : ''} />
    </div>
  )
}
