import { checkParam, textParam } from '../validation/checkParam'
import { ACCOUNT_NAME_MIN_LENGTH } from '../constants'

/** Why a text is not an account name (spec §5), the first rule it breaks: too short, or a character not allowed. */
export type AccountNameIssue = 'tooShort' | 'invalidCharacters'

const ALLOWED = /^[a-zA-Z0-9-]*$/

/**
 * What is wrong with `value` as an account name, or undefined when it is one (`isAccountName`): letters, digits
 * and hyphens only, at least ACCOUNT_NAME_MIN_LENGTH of them. A character not allowed is told first, since adding
 * more characters would not fix it.
 */
export function accountNameIssue(value: string): AccountNameIssue | undefined {
  checkParam('value', textParam(), value)
  if (!ALLOWED.test(value)) return 'invalidCharacters'
  if (value.length < ACCOUNT_NAME_MIN_LENGTH) return 'tooShort'
  return undefined
}
