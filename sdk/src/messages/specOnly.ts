/**
 * The product spec §8's messages (word for word) that no Portico code throws or shows: the catalogue lists every §8
 * message, so an app that shows one by its code finds it here; no start carries them.
 */
export const SPEC_ONLY_MESSAGES = {
  CONNECTION_CLIENT_NOT_SET: 'ConnectionController client not set',
  AN_ERROR_OCCURRED: 'An error occurred',
} as const
