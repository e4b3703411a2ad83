import { SIGNED_MESSAGE_MIN_HEX_DIGITS } from '../constants'

const SIGNED_MESSAGE = new RegExp(`^0x[0-9a-fA-F]{${SIGNED_MESSAGE_MIN_HEX_DIGITS},}$`)

/** Spec §5: 0x and at least 62 hex characters. */
export function isSignedMessage(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && SIGNED_MESSAGE.test(value)
}
