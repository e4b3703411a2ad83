import { PorticoError } from '../errors/PorticoError'
import { allowedUrlOrUndefined, type UrlKind } from './urlPolicy'

/**
 * `value`, its ends trimmed, when the URL policy allows it as `kind`; otherwise throws `UNSAFE_URL`. The last check
 * before a URL is opened, navigated to or fetched from.
 *
 * @example platform.openLink(checkUrl(link, 'appLink'))
 */
export function checkUrl(value: unknown, kind: UrlKind): string {
  const allowed = allowedUrlOrUndefined(value, kind)
  if (allowed === undefined) throw new PorticoError('UNSAFE_URL', { params: { kind } })
  return allowed
}
