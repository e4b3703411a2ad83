import { Icon, type IconProps } from './Icon'

/** An arrow arriving down onto a line: Receive. */
export const ReceiveIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 4v11M7 10.5l5 5 5-5M5 20h14" />
  </Icon>
)
