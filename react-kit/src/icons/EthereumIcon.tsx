import type { IconProps } from './Icon'
import { Mark } from './Mark'

/** Ethereum's diamond on its indigo disc. */
export const EthereumIcon = (props: IconProps) => (
  <Mark {...props}>
    <circle cx="12" cy="12" r="12" fill="#627EEA" />
    <path fill="#fff" fillOpacity=".6" d="M12 4v5.9l5 2.2z" />
    <path fill="#fff" d="M12 4 7 12.1l5-2.2z" />
    <path fill="#fff" fillOpacity=".6" d="M12 16v4l5-6.9z" />
    <path fill="#fff" d="M12 20v-4l-5-2.9z" />
    <path fill="#fff" fillOpacity=".2" d="m12 15.1 5-3-5-2.2z" />
    <path fill="#fff" fillOpacity=".6" d="m7 12.1 5 3V9.9z" />
  </Mark>
)
