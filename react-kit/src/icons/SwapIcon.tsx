import { Icon, type IconProps } from './Icon'

/** Two opposite arrows: Swap. */
export const SwapIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M7 4 4 7l3 3M4 7h13M17 14l3 3-3 3M20 17H7" />
  </Icon>
)
