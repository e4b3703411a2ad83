import { Icon, type IconProps } from './Icon'

/** A chevron pointing back (mirrored in right-to-left text by its caller). */
export const BackIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M15 5l-7 7 7 7" />
  </Icon>
)
