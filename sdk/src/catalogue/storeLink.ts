import type { CatalogueWallet } from '../api/schemas/catalogue'
import type { PlatformFacts } from '../platform/types'
import { isWebUrl } from '../url/urlPolicy'
import * as v from 'valibot'
import { checkParam, objectParam } from '../validation/checkParam'

/** The catalogue fields `storeLink` reads. */
export type StoreLinkWallet = Partial<Pick<CatalogueWallet, 'app_store' | 'play_store' | 'homepage'>>

/**
 * Where to get a wallet's app on this device: its App Store page on iOS, its Play Store page on Android, elsewhere
 * its home page (else either store). A link the URL policy refuses is skipped; undefined when there is none.
 *
 * @example storeLink(wallet, portico.platform.facts()) // 'https://apps.apple.com/…' on an iPhone
 */
export function storeLink(
  wallet: StoreLinkWallet,
  facts: Pick<PlatformFacts, 'isIos' | 'isAndroid'>,
): string | undefined {
  checkParam('wallet', objectParam(), wallet)
  checkParam('facts', objectParam({ isIos: v.boolean(), isAndroid: v.boolean() }), facts)
  const order = facts.isIos
    ? [wallet.app_store]
    : facts.isAndroid
      ? [wallet.play_store]
      : [wallet.homepage, wallet.app_store, wallet.play_store]
  return order.find((url): url is string => isWebUrl(url))
}
