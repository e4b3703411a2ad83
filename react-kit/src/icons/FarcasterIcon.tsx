import type { IconProps } from './Icon'
import { Mark } from './Mark'

/** Farcaster's purple tile with its white arch. */
export const FarcasterIcon = (props: IconProps) => (
  <Mark {...props}>
    <rect width="24" height="24" rx="6" fill="#855DCD" />
    <path fill="#fff" d="M6.5 6.5h11v1.8h-1v9.2h-2.3v-4a2.2 2.2 0 0 0-4.4 0v4H7.5V8.3h-1z" />
  </Mark>
)
