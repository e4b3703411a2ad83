import type { IconProps } from './Icon'
import { Mark } from './Mark'

/** Solana's three slanted bars on a dark disc. */
export const SolanaIcon = (props: IconProps) => (
  <Mark {...props}>
    <circle cx="12" cy="12" r="12" fill="#101014" />
    <path fill="#14F195" d="M8.2 7h9.3l-1.7 1.8H6.5z" />
    <path fill="#80ECFF" d="M6.5 11.1h9.3l1.7 1.8H8.2z" />
    <path fill="#9945FF" d="M8.2 15.2h9.3L15.8 17H6.5z" />
  </Mark>
)
