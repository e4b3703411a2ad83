import type { ErrorCode } from '../messages/catalogue'
import { PorticoError, type PorticoErrorOptions } from './PorticoError'

/**
 * The error builder of a domain that keeps its own messages: `(code, options) => PorticoError` with the domain's
 * message for `code`. The codes must be in the catalogue (`ERROR_MESSAGES`), so `ErrorCode` stays one union.
 */
export function errorFactory<C extends ErrorCode>(messages: Readonly<Record<C, string>>) {
  return (code: C, options: PorticoErrorOptions = {}): PorticoError =>
    new PorticoError(code, { ...options, template: messages[code] })
}
