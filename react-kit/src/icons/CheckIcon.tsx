import { Icon, type IconProps } from './Icon'

/** A tick: done, copied. */
export const CheckIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 12.5 10 17l9-10" />
  </Icon>
)
