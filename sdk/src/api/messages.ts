import { errorFactory } from '../errors/errorFactory'

/** The service clients' messages (the HTTP ones are the core's: every entry shares them). */
export const API_MESSAGES = {
  RPC_ERROR: 'RPC error {code}: {message}',
} as const

export const apiError = errorFactory(API_MESSAGES)
