import { WalletImage } from '../wallets/WalletImage'
import * as styles from './TokenRow.css'

export interface TokenRowProps {
  symbol: string
  /** The token's logo; its initial stands in without one. */
  imageUrl?: string | undefined
  /** The line under the symbol: the token's name or its network. */
  detail: string
  /** The amount held, at the row's end. */
  amount?: string | undefined
}

/**
 * One token in a list to choose from (Send's and Swap's): logo, symbol over a detail line, the amount held.
 *
 * @example <TokenRow symbol="USDC" detail="USD Coin" amount="12.5 USDC" imageUrl={token.logoUri} />
 */
export function TokenRow({ symbol, imageUrl, detail, amount }: TokenRowProps) {
  return (
    <span className={styles.row}>
      <WalletImage name={symbol} src={imageUrl || undefined} />
      <span className={styles.text}>
        <span>{symbol}</span>
        <span className={styles.detail}>{detail}</span>
      </span>
      {amount ? <span className={styles.amount}>{amount}</span> : null}
    </span>
  )
}
