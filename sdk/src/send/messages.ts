import { errorFactory } from '../errors/errorFactory'

/** The send form's messages (product spec §8, word for word). */
export const SEND_MESSAGES = {
  TOKEN_REQUIRED: 'A token is required',
  AMOUNT_AND_RECEIVER_REQUIRED: 'An amount and receiver address are required',
} as const

export const sendError = errorFactory(SEND_MESSAGES)
