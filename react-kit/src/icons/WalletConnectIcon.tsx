import type { IconProps } from './Icon'
import { Mark } from './Mark'

/** WalletConnect's bridge in its blue. */
export const WalletConnectIcon = (props: IconProps) => (
  <Mark {...props}>
    <rect width="24" height="24" rx="6" fill="#3B99FC" />
    <path
      fill="#fff"
      d="M7.4 9.6a6.6 6.6 0 0 1 9.2 0l.3.3c.1.1.1.3 0 .4l-1 1a.2.2 0 0 1-.2 0l-.4-.4a4.6 4.6 0 0 0-6.5 0l-.4.4a.2.2 0 0 1-.2 0l-1-1a.3.3 0 0 1 0-.4zm11.3 2.1.9.9c.1.1.1.3 0 .4l-4 4a.3.3 0 0 1-.5 0l-2.9-2.8h-.1l-2.8 2.8a.3.3 0 0 1-.5 0l-4-4a.3.3 0 0 1 0-.4l.9-.9a.3.3 0 0 1 .5 0l2.8 2.8h.1l2.8-2.8a.3.3 0 0 1 .5 0l2.8 2.8h.1l2.8-2.8a.3.3 0 0 1 .5 0z"
    />
  </Mark>
)
