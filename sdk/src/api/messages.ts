import { errorFactory } from '../errors/errorFactory'

/** The service clients' messages (the HTTP ones, which wallets and chains' RPCs share, are in `errors/requestMessages.ts`). */
export const API_MESSAGES = {
  RPC_ERROR: 'RPC error {code}: {message}',
} as const

export const apiError = errorFactory(API_MESSAGES)
