export { ConnectButton, type ConnectButtonProps } from './ConnectButton'
export { AccountButton, type AccountButtonProps } from './AccountButton'
export { NetworkButton } from './NetworkButton'
