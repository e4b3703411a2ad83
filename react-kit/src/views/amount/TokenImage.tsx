import { isImageUrl } from '@portico/sdk'
import * as styles from './AmountCard.css'

/**
 * A token's or currency's picture as a 24 px disc: its logo, or `initial` (its first letter, a currency's sign) on
 * the accent colour. Decorative: the symbol beside it names it.
 *
 * @example <TokenImage src={token.logoUri} initial="E" />
 */
export function TokenImage({ src, initial }: { src?: string | undefined; initial: string }) {
  if (isImageUrl(src)) return <img className={styles.tokenImage} src={src} alt="" loading="lazy" />
  return (
    <span className={styles.tokenInitial} aria-hidden="true">
      {initial}
    </span>
  )
}
