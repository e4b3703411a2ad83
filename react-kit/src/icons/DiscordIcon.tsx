import type { IconProps } from './Icon'
import { Mark } from './Mark'

/** Discord's blurple tile with its white face. */
export const DiscordIcon = (props: IconProps) => (
  <Mark {...props}>
    <rect width="24" height="24" rx="6" fill="#5865F2" />
    <path
      fill="#fff"
      d="M7.2 8.3c1.4-.9 2.8-1.2 3.3-1.2l.3.6a8 8 0 0 1 2.4 0l.3-.6c.5 0 1.9.3 3.3 1.2 1.2 1.9 1.8 4.2 1.6 6.6-1.2.9-2.4 1.4-3.5 1.7l-.7-1.1c.6-.2 1.1-.5 1.6-.8l-.4-.3a8.2 8.2 0 0 1-6.8 0l-.4.3c.5.3 1 .6 1.6.8l-.7 1.1c-1.1-.3-2.3-.8-3.5-1.7-.2-2.4.4-4.7 1.6-6.6z"
    />
    <ellipse cx="9.9" cy="12.6" rx="1.1" ry="1.25" fill="#5865F2" />
    <ellipse cx="14.1" cy="12.6" rx="1.1" ry="1.25" fill="#5865F2" />
  </Mark>
)
