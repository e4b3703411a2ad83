import type { Portico } from '../instance/types'
import { checkUrl } from './checkUrl'
import type { UrlKind } from './urlPolicy'

export interface OpenUrlParams {
  /** The address to open. */
  url: string
  /** What it must be by the URL policy: a web page (default), a wallet's app link, or a WalletConnect pairing. */
  kind?: Extract<UrlKind, 'web' | 'appLink' | 'pairing'>
  /** Where: a new tab (default), or `_self` for an app link that leaves the page in place. */
  target?: string
}

/**
 * Opens `url` through the platform once the URL policy allows it as `kind`; throws `UNSAFE_URL` otherwise, and
 * nothing opens. Every link Portico opens goes through here.
 *
 * @example openUrl(portico, { url: 'https://checkout.example/abc' })
 * @example openUrl(portico, { url: pairing.uri, kind: 'pairing' })
 */
export function openUrl(p: Portico, { url, kind = 'web', target = '_blank' }: OpenUrlParams): void {
  p.platform.openLink(checkUrl(url, kind), target)
}
