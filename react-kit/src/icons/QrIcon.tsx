import { Icon, type IconProps } from './Icon'

/** Three finder squares and a few modules: a QR code. */
export const QrIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="4" y="4" width="6" height="6" rx="1" />
    <rect x="14" y="4" width="6" height="6" rx="1" />
    <rect x="4" y="14" width="6" height="6" rx="1" />
    <path d="M14 14h2.5v2.5H14zM18 18h2v2h-2zM14 19.5h1M19.5 14h.5" />
  </Icon>
)
