import { Icon, type IconProps } from './Icon'

/** An arrow leaving up and to the right: Send. */
export const SendIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M7 17 17 7M9 7h8v8" />
  </Icon>
)
