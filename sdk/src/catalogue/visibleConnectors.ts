import type { Portico } from '../portico/types'
import { discoveredConnectors, type DiscoveredConnector } from './discoveredConnector'
import { isConnectorShown } from './isConnectorShown'
import { walletsStore } from './walletsStore'

/** Connectors that serve every namespace the app has networks in (a WalletConnect session, a multi-chain wallet). */
const MULTI_NAMESPACE_TYPES = ['WALLET_CONNECT', 'MULTI_CHAIN']

/** What `visibleConnectors` returns. */
export type VisibleConnectorsReturnType = DiscoveredConnector[]

/**
 * The discovered connectors the Connect view may list (Browser Wallet rule and exclusions, spec §5), less those of a
 * namespace whose last network was removed (`connectorsHidden`): there is no network left to connect them on.
 *
 * @example
 * for (const connector of visibleConnectors(portico)) console.log(connector.name)
 */
export function visibleConnectors(p: Portico): DiscoveredConnector[] {
  const context = {
    isMobile: p.platform.facts().isMobile,
    injectedInstalled: p.platform.injectedProvider?.() !== undefined,
    excluded: walletsStore(p).get().excluded,
  }
  const chains = Object.entries(p.$chains.get())
  const hidden = new Set(chains.filter(([, chain]) => chain?.connectorsHidden).map(([namespace]) => namespace))
  const served = (connector: DiscoveredConnector) =>
    MULTI_NAMESPACE_TYPES.includes(connector.type) ? hidden.size < chains.length : !hidden.has(connector.chain ?? '')
  return discoveredConnectors(p).filter((connector) => served(connector) && isConnectorShown(connector, context))
}

/** The error codes `visibleConnectors` can throw. */
export type VisibleConnectorsErrorType = 'INVALID_PARAMETER'
