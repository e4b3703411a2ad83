import type { IconProps } from './Icon'
import { Mark } from './Mark'

/** X's cross of a broad and a thin stroke, in the text colour. */
export const XIcon = (props: IconProps) => (
  <Mark {...props}>
    <path d="M3.5 3.5h5.2l11.8 17h-5.2z" />
    <path d="M19.2 3.5 4.8 20.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
  </Mark>
)
