import type { IconProps } from './Icon'
import { Mark } from './Mark'

/** Polkadot's ring of dots on its pink disc. */
export const PolkadotIcon = (props: IconProps) => (
  <Mark {...props}>
    <circle cx="12" cy="12" r="12" fill="#E6007A" />
    <g fill="#fff">
      <ellipse cx="12" cy="5.8" rx="2.6" ry="1.6" />
      <ellipse cx="12" cy="18.2" rx="2.6" ry="1.6" />
      <ellipse cx="6.6" cy="8.9" rx="2.6" ry="1.6" transform="rotate(-60 6.6 8.9)" />
      <ellipse cx="17.4" cy="8.9" rx="2.6" ry="1.6" transform="rotate(60 17.4 8.9)" />
      <ellipse cx="6.6" cy="15.1" rx="2.6" ry="1.6" transform="rotate(60 6.6 15.1)" />
      <ellipse cx="17.4" cy="15.1" rx="2.6" ry="1.6" transform="rotate(-60 17.4 15.1)" />
    </g>
  </Mark>
)
