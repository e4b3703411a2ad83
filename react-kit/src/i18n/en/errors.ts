// English: the SDK's errors the user may read, keyed by PorticoError code: the SDK's own messages (spec §8 word for
// word), not a copy. Views show them through `noticeText`, which in English takes the SDK's message of the notice; so
// this part loads only with the whole English catalogue (message overrides, `loadMessages('en')`) and gives other
// locales the keys they translate.
import { ERROR_MESSAGES } from '@portico/sdk/messages'
import { DEVELOPER_ERROR_CODES } from '../errorCodes'

type DeveloperCode = (typeof DEVELOPER_ERROR_CODES)[number]
type UserErrors = Omit<Record<keyof typeof ERROR_MESSAGES, string>, DeveloperCode>

const userErrors = Object.fromEntries(
  Object.entries(ERROR_MESSAGES).filter(([code]) => !(DEVELOPER_ERROR_CODES as readonly string[]).includes(code)),
) as UserErrors

export const errorsMessages = { errors: userErrors }
