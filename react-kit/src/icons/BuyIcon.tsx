import { Icon, type IconProps } from './Icon'

/** A payment card: Buy. */
export const BuyIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="5.5" width="18" height="13" rx="2.5" />
    <path d="M3 10h18M7 15h4" />
  </Icon>
)
