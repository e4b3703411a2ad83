import type { IconProps } from './Icon'
import { Mark } from './Mark'

/** The Cosmos atom: three orbits on a dark disc. */
export const CosmosIcon = (props: IconProps) => (
  <Mark {...props}>
    <circle cx="12" cy="12" r="12" fill="#2E3148" />
    <g fill="none" stroke="#fff" strokeWidth="1.1">
      <ellipse cx="12" cy="12" rx="7.5" ry="2.6" />
      <ellipse cx="12" cy="12" rx="7.5" ry="2.6" transform="rotate(60 12 12)" />
      <ellipse cx="12" cy="12" rx="7.5" ry="2.6" transform="rotate(120 12 12)" />
    </g>
    <circle cx="12" cy="12" r="1.5" fill="#fff" />
  </Mark>
)
