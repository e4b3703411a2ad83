import { errorFactory } from '../errors/errorFactory'

/** The messages of browser wallets spoken to through a namespace entry's own protocol (Wallet Standard, Keplr…). */
export const WALLET_MESSAGES = {
  WALLET_FEATURE_MISSING: 'The wallet {wallet} does not support {feature}',
  SWITCH_IN_WALLET: 'Switch to {network} in {wallet}',
} as const

/** A `PorticoError` with a browser-wallet message. */
export const walletError = errorFactory(WALLET_MESSAGES)
