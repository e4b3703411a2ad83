import { errorFactory } from '../errors/errorFactory'

/** The buy flow's messages (product spec §8, word for word). */
export const ONRAMP_MESSAGES = {
  ACTION_NOT_ALLOWED: 'Action not allowed',
} as const

export const onrampError = errorFactory(ONRAMP_MESSAGES)
