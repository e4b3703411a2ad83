import { Icon, type IconProps } from './Icon'

/** A triangle with an exclamation mark: a warning. */
export const WarningIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M10.3 4.2 2.8 17.5A2 2 0 0 0 4.5 20.5h15a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0zM12 9.5v4.5M12 17.2v.1" />
  </Icon>
)
