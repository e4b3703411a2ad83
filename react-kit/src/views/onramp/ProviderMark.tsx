import type { OnrampProviderName } from '@portico/sdk/onramp'
import type { ReactNode } from 'react'
import { CoinbaseIcon, MeldIcon, type IconProps } from '../../icons'
import * as styles from './onramp.css'

/** The marks of the on-ramp providers the SDK offers, by name. */
const MARKS: Readonly<Record<OnrampProviderName, (props: IconProps) => ReactNode>> = {
  coinbase: CoinbaseIcon,
  meld: MeldIcon,
}

/**
 * An on-ramp provider's logo, 32 px; its initial for a provider the kit has no mark for. Decorative: the provider's
 * name labels its row.
 *
 * @example <ProviderMark name="coinbase" label="Coinbase" />
 */
export function ProviderMark({ name, label }: { name: string; label: string }) {
  const Draw = MARKS[name as OnrampProviderName]
  if (Draw) return <Draw size={32} className={styles.mark} />
  return (
    <span className={styles.initial} aria-hidden="true">
      {label.slice(0, 1).toLocaleUpperCase()}
    </span>
  )
}
