import { errorFactory } from '../errors/errorFactory'

/** WalletConnect's messages. */
export const WALLETCONNECT_MESSAGES = {
  WALLETCONNECT_CHAIN_NOT_APPROVED: 'The wallet did not approve {network} in this session',
} as const

export const walletConnectError = errorFactory(WALLETCONNECT_MESSAGES)
