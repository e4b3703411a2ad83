import type { IconProps } from './Icon'
import { Mark } from './Mark'

/** Bitcoin's B on its orange disc. */
export const BitcoinIcon = (props: IconProps) => (
  <Mark {...props}>
    <circle cx="12" cy="12" r="12" fill="#F7931A" />
    <path
      fill="none"
      stroke="#fff"
      strokeWidth="1.9"
      strokeLinejoin="round"
      d="M9 7h4.2a2.3 2.3 0 0 1 0 4.6H9zm0 4.6h4.8a2.4 2.4 0 0 1 0 4.8H9zM10.6 5.3V7m2.4-1.7V7m-2.4 9.4v1.8m2.4-1.8v1.8"
    />
  </Mark>
)
