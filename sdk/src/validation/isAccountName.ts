import { ACCOUNT_NAME_MIN_LENGTH } from '../constants'

/** Spec §5: an account name has at least 4 characters, only letters, digits and hyphens. */
export function isAccountName(value: unknown): value is string {
  // Built here, not at module level, where a bundler would keep it in apps that never call this.
  return typeof value === 'string' && new RegExp(`^[a-zA-Z0-9-]{${ACCOUNT_NAME_MIN_LENGTH},}$`).test(value)
}
