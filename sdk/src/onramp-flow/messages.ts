import { errorFactory } from '../errors/errorFactory'

/** The buy flow's messages (product spec §8, word for word). */
export const ONRAMP_FLOW_MESSAGES = {
  ACTION_NOT_ALLOWED: 'Action not allowed',
} as const

export const onrampFlowError = errorFactory(ONRAMP_FLOW_MESSAGES)
