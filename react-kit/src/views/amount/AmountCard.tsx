import { useId, type ReactNode } from 'react'
import { focusRing } from '../../components/styles/shared.css'
import { amountForField, amountFromField } from '../../i18n/typedAmount'
import { useTranslation } from '../../hooks/useTranslation'
import * as styles from './AmountCard.css'

/** The decimals a quoted amount is shown with. */
const QUOTED_DIGITS = 6
/** The characters an amount shows at full size beside its token; more are shown smaller. */
const LONG = 8

export interface AmountCardProps {
  /** What the amount is ("You pay", "Amount"). */
  label: string
  /** The amount as the SDK keeps it (a decimal string with a '.'); shown with the locale's decimal mark. */
  value: string
  /** Hands the typed text to the SDK; without it the amount is shown, not typed (a quoted amount, in the locale). */
  onAmountChange?: (amount: string) => void
  /** The token or currency beside the amount: a pill that opens its list. */
  token: ReactNode
  /** The amount's value in fiat ("≈ $1,250.00"), under it. */
  value2?: string | undefined
  /** The balance, under the amount at the end ("Balance: 12.500 ETH"). */
  balance?: string | undefined
  /** Max beside the balance: its text, its accessible name and what it does (absent: no Max). */
  max?: { label: string; name: string; disabled?: boolean; onPress(): void } | undefined
  /** What is wrong with the amount, under the card. */
  error?: string | undefined
}

/**
 * An amount in its card, as the money views show it: the label, the amount as a large number with its token pill
 * beside it, its fiat value under it and the balance with Max at the end; the card is the field.
 *
 * @example <AmountCard label="You pay" value={amount} onAmountChange={set} token={<TokenPill />} value2="≈ $12" />
 */
export function AmountCard({ label, value, onAmountChange, token, value2, balance, max, error }: AmountCardProps) {
  const t = useTranslation()
  const { locale } = t
  const id = useId()
  const shown = onAmountChange
    ? amountForField(value, locale)
    : t.formatNumber(Number(value || '0'), { maximumFractionDigits: QUOTED_DIGITS })
  const size = shown.length > LONG * 1.5 ? styles.amountVeryLong : shown.length > LONG ? styles.amountLong : ''
  const valueId = `${id}-value`
  const balanceId = `${id}-balance`
  const errorId = `${id}-error`
  const description =
    [value2 ? valueId : false, balance ? balanceId : false, error ? errorId : false].filter(Boolean).join(' ') ||
    undefined
  return (
    <div className={styles.card} data-invalid={error ? 'true' : undefined}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.main}>
        {onAmountChange ? (
          <input
            id={id}
            className={`${styles.amount} ${size}`}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            value={shown}
            aria-invalid={error ? 'true' : undefined}
            aria-describedby={description}
            onChange={(event) => onAmountChange(amountFromField(event.target.value, locale))}
          />
        ) : (
          <output id={id} className={`${styles.amount} ${size}`} aria-describedby={description}>
            {shown}
          </output>
        )}
        {token}
      </div>
      {value2 || balance || max ? (
        <div className={styles.foot}>
          <span id={valueId}>{value2}</span>
          {balance || max ? (
            <span className={styles.balance}>
              <span id={balanceId}>{balance}</span>
              {max ? (
                <button
                  type="button"
                  className={`${styles.max} ${focusRing}`}
                  aria-label={max.name}
                  aria-disabled={max.disabled ? 'true' : undefined}
                  onClick={() => !max.disabled && max.onPress()}
                >
                  {max.label}
                </button>
              ) : null}
            </span>
          ) : null}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
