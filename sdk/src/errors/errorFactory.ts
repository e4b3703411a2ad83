import { PorticoError, type PorticoErrorOptions } from './PorticoError'

/**
 * The error builder of a domain that keeps its own messages: `(code, options) => PorticoError` with the domain's
 * message for `code`. The domain's codes are its table's keys; `ERROR_MESSAGES` (`@portico/sdk/messages`) gathers
 * every table, and a test holds each code to exactly one.
 */
export function errorFactory<C extends string>(messages: Readonly<Record<C, string>>) {
  return (code: C, options: PorticoErrorOptions = {}): PorticoError<C> =>
    new PorticoError(code, { ...options, template: messages[code] })
}
