import type { Portico } from '../instance/types'
import { discoveredConnectors, type DiscoveredConnector } from './discoveredConnector'
import { isConnectorShown } from './isConnectorShown'

/** The discovered connectors the Connect view may list (Browser Wallet rule and exclusions, spec §5). */
export function visibleConnectors(p: Portico): DiscoveredConnector[] {
  const context = {
    isMobile: p.platform.facts().isMobile,
    injectedInstalled: p.platform.injectedProvider?.() !== undefined,
    excluded: p.$wallets.get().excluded,
  }
  return discoveredConnectors(p).filter((connector) => isConnectorShown(connector, context))
}
