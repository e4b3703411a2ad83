import { isImageUrl } from '@portico/sdk'
import * as styles from './wallets.css'

export interface WalletImageProps {
  name: string
  src?: string | null | undefined
  /** A quarter of All Wallets' preview (18 px) instead of a row's 40 px. */
  small?: boolean
}

/**
 * A wallet's logo, or its initial when there is none yet (or its address is one the URL policy refuses).
 * Decorative: the wallet's name labels its button.
 */
export function WalletImage({ name, src, small = false }: WalletImageProps) {
  if (isImageUrl(src))
    return <img className={small ? styles.smallImage : styles.image} src={src} alt="" loading="lazy" />
  return (
    <span className={small ? styles.smallPlaceholder : styles.placeholder} aria-hidden="true">
      {name.slice(0, 1).toLocaleUpperCase()}
    </span>
  )
}
