import { errorFactory } from '../errors/errorFactory'

/** The messages of the CAIP helpers. */
export const CAIP_MESSAGES = {
  INVALID_CAIP_ADDRESS: 'Invalid CAIP address {value}',
} as const

export const caipError = errorFactory(CAIP_MESSAGES)
