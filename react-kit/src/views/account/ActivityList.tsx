import type { ActivityGroups } from '@portico/sdk/account'
import type { Translator } from '../../i18n'
import * as styles from '../Connect.css'

/** The account's history, one titled list per month (newest first), in the user's locale. */
export function ActivityList({ groups, t }: { groups: ActivityGroups; t: Translator }) {
  const months = groups.flatMap(({ year, months }) => months.map((month) => ({ year, ...month })))
  if (months.length === 0) return <p className={styles.legal}>{t('activity.empty')}</p>
  return (
    <div className={styles.view}>
      {months.map(({ year, month, transactions }) => {
        const title = t.formatMonthYear(new Date(year, month, 1))
        return (
          <section key={`${year}-${month}`}>
            <h3>{title}</h3>
            <ul aria-label={title}>
              {transactions.map((transaction) => (
                <li key={transaction.id}>
                  {transaction.metadata.operationType} · {t('activity.to', { address: transaction.metadata.sentTo })}
                </li>
              ))}
            </ul>
          </section>
        )
      })}
    </div>
  )
}
