import type { Portico } from '../portico/types'
import { SESSION_KEYS } from '../storage/sessionKeys'
import { PorticoError } from '../errors'
import { reportError } from '../telemetry/reportError'
import { openUrl } from '../url/openUrl'
import { UNIVERSAL_PROVIDER_DEEPLINK_KEY } from '../constants'
import { deepLinkFor, type DeepLink, type DeepLinkWallet } from './deepLinks'

/** What `openDeepLink` returns. */
export type OpenDeepLinkReturnType = DeepLink | undefined

/** The parameters of `openDeepLink`: the wallet whose app to open. */
export type OpenDeepLinkParams = DeepLinkWallet

/**
 * Opens `wallet` on the current pairing link and remembers the choice (`{ href, name }`, under Portico's key and
 * under the key the universal provider reads to bring the wallet back to the front on each request).
 *
 * Synchronous on purpose: browsers only let a page open an app link inside the user's gesture, so nothing may
 * be awaited before `platform.openLink`. Returns the link opened, or undefined when there is no pairing link
 * yet or the wallet has no link for this device.
 *
 * @example
 * const link = openDeepLink(portico, wallet) // the wallet's app, with the pairing URI
 */
export function openDeepLink(p: Portico, wallet: OpenDeepLinkParams): DeepLink | undefined {
  const uri = p.$connection.get().pairing.uri
  if (!uri) return undefined
  const link = deepLinkFor(wallet, uri, p.platform.facts())
  if (!link) return undefined
  openUrl(p, { url: link.url, kind: 'appLink', target: link.target })
  const choice = { href: link.href, name: wallet.name }
  p.storage.write(SESSION_KEYS.deepLinkChoice, choice)
  try {
    p.platform.storage.setItem(UNIVERSAL_PROVIDER_DEEPLINK_KEY, JSON.stringify(choice))
  } catch (cause) {
    reportError(
      p,
      new PorticoError('INVALID_STORED_VALUE', {
        params: { key: UNIVERSAL_PROVIDER_DEEPLINK_KEY, reason: 'storage refused writing' },
        cause,
      }),
    )
  }
  return link
}

/** The error codes `openDeepLink` can throw. */
export type OpenDeepLinkErrorType = 'INVALID_PARAMETER' | 'UNSAFE_URL'
