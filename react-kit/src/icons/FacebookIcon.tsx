import type { IconProps } from './Icon'
import { Mark } from './Mark'

/** Facebook's white f on its blue disc. */
export const FacebookIcon = (props: IconProps) => (
  <Mark {...props}>
    <circle cx="12" cy="12" r="10" fill="#1877F2" />
    <path
      fill="#fff"
      d="M13.3 21.9v-7h2.3l.4-2.8h-2.7v-1.8c0-.8.4-1.5 1.6-1.5h1.2V6.4s-1.1-.2-2.1-.2c-2.2 0-3.6 1.3-3.6 3.7v2.2H8v2.8h2.4v7z"
    />
  </Mark>
)
