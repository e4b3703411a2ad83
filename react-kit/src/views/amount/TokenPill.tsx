import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { focusRing } from '../../components/styles/shared.css'
import { ChevronIcon } from '../../icons'
import * as styles from './AmountCard.css'

export interface TokenPillProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The symbol shown ('ETH', 'USD'); none asks for a choice with `placeholder`, in the accent colour. */
  symbol?: string | undefined
  /** The token's or currency's picture, before the symbol. */
  image?: ReactNode
  /** A line under the symbol (the token's network). */
  detail?: string | undefined
  /** What the empty pill says ("Select token"). */
  placeholder?: string
  /** The accessible name: what it is and that it changes ("You pay: ETH. Change token"). */
  'aria-label': string
}

/**
 * The token or currency beside an amount, as a pill that opens its list: logo, symbol and a chevron pointing down.
 *
 * @example <TokenPill symbol="ETH" image={<WalletImage name="ETH" small />} aria-label="ETH. Change" onClick={open} />
 */
export function TokenPill({ symbol, image, detail, placeholder, className, ...rest }: TokenPillProps) {
  return (
    <button
      type="button"
      {...rest}
      className={[symbol ? styles.pill : styles.pillEmpty, focusRing, className].filter(Boolean).join(' ')}
    >
      {symbol ? image : null}
      {symbol && detail ? (
        <span className={styles.pillText}>
          <span>{symbol}</span>
          <span className={styles.pillDetail}>{detail}</span>
        </span>
      ) : (
        <span>{symbol ?? placeholder}</span>
      )}
      <ChevronIcon size={16} className={styles.pillChevron} />
    </button>
  )
}
