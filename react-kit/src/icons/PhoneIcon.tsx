import { Icon, type IconProps } from './Icon'

/** A phone: paying with a phone's wallet (Apple Pay, Google Pay). */
export const PhoneIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="6.5" y="3" width="11" height="18" rx="2.5" />
    <path d="M10.5 17.5h3" />
  </Icon>
)
