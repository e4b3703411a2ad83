import { errorFactory } from '../errors/errorFactory'

/** The Solana entry's messages. */
export const SOLANA_MESSAGES = {
  WALLET_FEATURE_MISSING: 'The wallet {wallet} does not support {feature}',
} as const

export const solanaError = errorFactory(SOLANA_MESSAGES)
