import type { IconProps } from './Icon'
import { Mark } from './Mark'

/** Meld's mark: a white M on its violet. */
export const MeldIcon = (props: IconProps) => (
  <Mark {...props}>
    <circle cx="12" cy="12" r="12" fill="#6F3AF0" />
    <path fill="#FFFFFF" d="M6 17V7h2.4L12 11.8 15.6 7H18v10h-2.4v-6.3L12 15.3l-3.6-4.6V17z" />
  </Mark>
)
