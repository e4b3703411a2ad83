import { errorFactory } from '../errors/errorFactory'

/** The messages of the chains' account state that only code loaded later throws (product spec §8, word for word). */
export const CHAINS_MESSAGES = {
  CHAIN_REQUIRED_FOR_ACCOUNT_PROP: 'Chain is required to set account prop',
} as const

export const chainsError = errorFactory(CHAINS_MESSAGES)
