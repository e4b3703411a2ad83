export { ConnectButton, type ConnectButtonProps } from './ConnectButton'
export { useConnectButton, type ConnectButtonState } from './useConnectButton'
export { AccountButton, type AccountButtonProps } from './AccountButton'
export { NetworkButton } from './NetworkButton'
