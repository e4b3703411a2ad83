import { SIGNED_MESSAGE_MIN_HEX_DIGITS } from '../constants'

/** Spec §5: 0x and at least 62 hex characters. */
export function isSignedMessage(value: unknown): value is `0x${string}` {
  // Built here, not at module level, where a bundler would keep it in apps that never call this.
  return typeof value === 'string' && new RegExp(`^0x[0-9a-fA-F]{${SIGNED_MESSAGE_MIN_HEX_DIGITS},}$`).test(value)
}
