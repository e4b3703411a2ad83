import { Icon, type IconProps } from './Icon'

/** Three dots: more choices. */
export const MoreIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 12h.01M12 12h.01M18 12h.01" strokeWidth={3} />
  </Icon>
)
