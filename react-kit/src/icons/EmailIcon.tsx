import { Icon, type IconProps } from './Icon'

/** An envelope: e-mail. */
export const EmailIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2.5" />
    <path d="m4 7 8 6 8-6" />
  </Icon>
)
