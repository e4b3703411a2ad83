import type { IconProps } from './Icon'
import { Mark } from './Mark'

/** Google's G in its four colours. */
export const GoogleIcon = (props: IconProps) => (
  <Mark {...props}>
    <g fill="none" strokeWidth="3.6">
      <path d="M17.4 7.5A7 7 0 0 0 5.4 9.6" stroke="#EA4335" />
      <path d="M5.4 9.6a7 7 0 0 0 .5 5.9" stroke="#FBBC05" />
      <path d="M5.9 15.5a7 7 0 0 0 11.5 1" stroke="#34A853" />
      <path d="M17.4 16.5A7 7 0 0 0 19 12h-7" stroke="#4285F4" />
    </g>
  </Mark>
)
