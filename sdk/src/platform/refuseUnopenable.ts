import { PorticoError } from '../errors/PorticoError'
import { isOpenableUrl, isWebUrl } from '../url/urlPolicy'

/**
 * `url` when a platform may open it (an app link, a web address or a pairing link; only a web address for `'web'`);
 * otherwise throws `UNSAFE_URL`. The platforms' last line of defence: the SDK's callers check first (`openUrl`).
 */
export function refuseUnopenable(url: string, only?: 'web'): string {
  const allowed = only === 'web' ? isWebUrl(url) : isOpenableUrl(url)
  if (!allowed) throw new PorticoError('UNSAFE_URL', { params: { kind: only ?? 'appLink' } })
  return url.trim()
}
