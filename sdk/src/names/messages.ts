import { errorFactory } from '../errors/errorFactory'

/** The name service's messages (product spec §8, word for word). */
export const NAMES_MESSAGES = {
  NAME_CONNECTOR_NOT_FOUND: 'Address or auth connector not found',
  NAME_RESOLVE_FAILED: 'Error resolving name',
  NAME_SUGGESTIONS_FAILED: 'Error fetching name suggestions',
  NAMES_FOR_ADDRESS_FAILED: 'Error fetching names for address',
  NAME_REGISTER_FAILED: 'Error registering name {name}',
} as const

export const namesError = errorFactory(NAMES_MESSAGES)
