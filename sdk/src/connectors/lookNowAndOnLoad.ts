import type { DiscoveryContext } from './types'

/**
 * Looks for wallets that inject a global (`keplr`, `injectedWeb3`, `btc_providers`) now and again once the page has
 * loaded, since extensions inject themselves at their own pace (Keplr on load); returns the stop. `look` must
 * report each wallet once.
 *
 * @example
 * discover: (context) => lookNowAndOnLoad(context, () => { if (context.injectedGlobal('keplr')) … })
 */
export function lookNowAndOnLoad(context: DiscoveryContext, look: () => void): () => void {
  look()
  context.events?.addEventListener('load', look)
  return () => context.events?.removeEventListener('load', look)
}
