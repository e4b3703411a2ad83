import { ACCOUNT_NAME_MIN_LENGTH } from '../constants'

const ACCOUNT_NAME = new RegExp(`^[a-zA-Z0-9-]{${ACCOUNT_NAME_MIN_LENGTH},}$`)

/** Spec §5: an account name has at least 4 characters, only letters, digits and hyphens. */
export function isAccountName(value: unknown): value is string {
  return typeof value === 'string' && ACCOUNT_NAME.test(value)
}
