import { Icon, type IconProps } from './Icon'

/** A clipboard: Paste. */
export const PasteIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="5" y="5" width="14" height="16" rx="2" />
    <path d="M9 5V4a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v1M9 11h6M9 15h4" />
  </Icon>
)
