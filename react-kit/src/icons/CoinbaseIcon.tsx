import type { IconProps } from './Icon'
import { Mark } from './Mark'

/** Coinbase's mark: the white C of a coin on its blue. */
export const CoinbaseIcon = (props: IconProps) => (
  <Mark {...props}>
    <circle cx="12" cy="12" r="12" fill="#0052FF" />
    <path fill="#FFFFFF" d="M12 19.5a7.5 7.5 0 1 1 7.4-8.6h-4.6a3 3 0 1 0 0 2.2h4.6a7.5 7.5 0 0 1-7.4 6.4z" />
  </Mark>
)
