import { errorFactory } from '../errors/errorFactory'

/** The account data's messages (product spec §8, word for word). */
export const ACCOUNT_MESSAGES = {
  TOKEN_BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
  TRANSACTIONS_FETCH_FAILED: 'Failed to fetch transactions',
} as const

export const accountError = errorFactory(ACCOUNT_MESSAGES)
