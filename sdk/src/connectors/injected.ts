import type { Connector, Eip1193Provider } from './types'
import { discoverAnnounced } from './eip6963'

/** The injected connector's options. */
export interface InjectedParameters {
  /** Look for EIP-6963 announcements (default: the `enableEIP6963` option). */
  eip6963?: boolean
  /** Offer the legacy injected provider, `window.ethereum` (default: the `enableInjected` option). */
  legacy?: boolean
}

function isProvider(value: unknown): value is Eip1193Provider {
  return typeof value === 'object' && value !== null && typeof (value as Eip1193Provider).request === 'function'
}

/**
 * Browser wallets: every wallet that announces itself through EIP-6963 (type ANNOUNCED, id = its rdns), and the
 * legacy injected provider as a fallback (type INJECTED, id `injected`). Discovery runs through the platform's
 * event target, never `window` directly, and keeps listening for late announcements.
 */
export function injected(parameters: InjectedParameters = {}): Connector {
  const connector: Connector = {
    id: 'injected',
    name: 'Browser Wallet',
    type: 'INJECTED',
    chain: 'eip155',
    discover(context) {
      if (parameters.legacy ?? context.enableInjected) {
        const provider = context.injectedProvider()
        if (isProvider(provider))
          context.add({ id: connector.id, name: connector.name, type: 'INJECTED', chain: 'eip155', provider })
      }
      if (!(parameters.eip6963 ?? context.enableEIP6963) || !context.events) return () => {}
      return discoverAnnounced(context.events, context.add)
    },
  }
  return connector
}
