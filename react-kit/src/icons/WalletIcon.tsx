import { Icon, type IconProps } from './Icon'

/** A wallet: an empty list of tokens or wallets. */
export const WalletIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M19 7V5.5A1.5 1.5 0 0 0 17.5 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h13a1 1 0 0 0 1-1v-3M4 6a2 2 0 0 0 2 2h13a1 1 0 0 1 1 1v3" />
    <path d="M20 12h-3.5a2 2 0 0 0 0 4H20z" />
  </Icon>
)
