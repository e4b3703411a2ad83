import { Icon, type IconProps } from './Icon'

/** A bank's front, pediment and columns: paying by bank transfer. */
export const BankIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3.5 9.5 12 4.5l8.5 5M5 9.5h14M6.5 10v7M10 10v7M14 10v7M17.5 10v7M4 19.5h16" />
  </Icon>
)
