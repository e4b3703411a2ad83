import { errorFactory } from '../errors/errorFactory'

/** The swap's messages (product spec §8, word for word). */
export const SWAP_MESSAGES = {
  GAS_PRICE_UNSUPPORTED: 'Network not supported for Gas Price',
  SWAP_UNSUPPORTED: 'Network not supported for Swaps',
} as const

export const swapError = errorFactory(SWAP_MESSAGES)
