import { useStore } from '../../hooks/useStore'
import { truncateAddress } from '@portico/sdk/format'
import { activityCounterparty, activityGroups, fetchActivity } from '@portico/sdk/account'
import type { Transaction } from '@portico/sdk/api'
import { Button } from '../../components'
import type { MessageKey, Translator } from '../../i18n'
import type { Formatters } from '../../i18n/formatters'
import { formatRelativeTime } from '../../i18n/relativeTime'
import { usePorticoContext } from '../../hooks/context'
import * as styles from '../Account.css'
import { ListState } from './ListState'
import { ClockIcon } from '../../icons'
import { useTranslation } from '../../hooks/useTranslation'
import { coreNotice, noticeText } from '../../i18n/noticeText'
import { shellMessages } from '../../i18n/en/shell'
import { accountMessages } from '../../i18n/en/account'

/** A transaction of the last week shows how long ago it was mined ('2 hours ago'); an older one its date. */
const RELATIVE_FOR_MS = 7 * 86_400_000

/** Each action reports its failure to telemetry and records it in its store's status, which this view shows. */
const recorded = () => undefined

function operationLabel(t: Translator, type: string): string {
  return type in accountMessages.account.activity.operation
    ? t(`account.activity.operation.${type}` as MessageKey)
    : type
}

function statusLabel(t: Translator, status: string): string {
  return status in accountMessages.account.activity.state ? t(`account.activity.state.${status}` as MessageKey) : status
}

/** What moved: the first transfer's amount and symbol, or the NFT's name. */
function transferText(t: Formatters, transaction: Transaction): string | undefined {
  const transfer = transaction.transfers?.[0]
  if (!transfer) return undefined
  if (transfer.nft_info?.name) return transfer.nft_info.name
  return t.formatQuantity(transfer.quantity.numeric, transfer.fungible_info?.symbol ?? undefined)
}

/**
 * The account's history (`$activity`, grouped by year then month in `activityGroups`, newest first), one titled
 * list per month in the user's locale, with its loading, empty and failure states and the next page on demand.
 */
export function ActivityList() {
  const { portico } = usePorticoContext()
  const t = useTranslation(shellMessages, accountMessages)
  const { status, next, error } = useStore(portico.$activity)
  const groups = useStore(activityGroups(portico))
  const { address } = useStore(portico.$account)
  const months = groups.flatMap(({ year, months }) => months.map((month) => ({ year, ...month })))
  const mine = address?.toLowerCase()
  // Read at render: the relative times are as of when the list was last drawn.
  const now = Date.now()
  return (
    <div className={styles.view}>
      <ListState
        status={status}
        filled={months.length > 0}
        loading={t('account.loadingActivity')}
        icon={<ClockIcon size={24} />}
        empty={t('account.activity.empty')}
        emptyDescription={t('account.activity.emptyDescription')}
        error={noticeText(t, error ?? coreNotice('SOMETHING_WENT_WRONG'))}
        onRetry={() => void fetchActivity(portico).catch(recorded)}
      />
      {months.map(({ year, month, transactions }) => {
        const title = t.formatMonthYear(new Date(year, month, 1))
        return (
          <section key={`${year}-${month}`} className={styles.view}>
            <h3 className={styles.heading}>{title}</h3>
            <ul className={styles.list} aria-label={title}>
              {transactions.map((transaction) => {
                const { operationType, minedAt } = transaction.metadata
                const party = activityCounterparty(transaction, mine ?? '')
                const what = transferText(t, transaction)
                return (
                  <li key={transaction.id} className={styles.item}>
                    <span className={styles.itemMain}>
                      <span>
                        {operationLabel(t, operationType)}
                        {what ? ` · ${what}` : ''}
                      </span>
                      <span className={styles.secondary}>
                        {t(party.direction === 'from' ? 'account.activity.from' : 'account.activity.to', {
                          address: truncateAddress(party.address),
                        })}
                      </span>
                    </span>
                    <span className={styles.itemEnd}>
                      <time className={styles.secondary} dateTime={minedAt}>
                        {now - Date.parse(minedAt) < RELATIVE_FOR_MS
                          ? formatRelativeTime(t.locale, Date.parse(minedAt), now)
                          : t.formatDate(new Date(minedAt))}
                      </time>
                      <span className={styles.secondary}>{statusLabel(t, transaction.metadata.status)}</span>
                    </span>
                  </li>
                )
              })}
            </ul>
          </section>
        )
      })}
      {next && status !== 'error' ? (
        <Button
          variant="secondary"
          disabled={status === 'pending'}
          onClick={() => void fetchActivity(portico, { cursor: next }).catch(recorded)}
        >
          {status === 'pending' ? t('account.activity.loadingMore') : t('account.loadMoreActivity')}
        </Button>
      ) : null}
    </div>
  )
}
