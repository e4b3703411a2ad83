import { Icon, type IconProps } from './Icon'

/** A payment card with its stripe: paying by card. */
export const CardIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="5.5" width="18" height="13" rx="2" />
    <path d="M3 10h18M7 15h3" />
  </Icon>
)
