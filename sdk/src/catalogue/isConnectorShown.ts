import { checkParam, listParam, objectParam } from '../validation/checkParam'
import * as v from 'valibot'
import type { DiscoveredConnector } from './discoveredConnector'
import { isExcluded } from './isExcluded'
import type { ExcludedWallet } from './types'

/** The generic injected connector's name: it stands for whatever wallet injected `window.ethereum`. */
export const BROWSER_WALLET_NAME = 'Browser Wallet'

/** What decides whether a connector shows: the app's switches and the page's wallets. */
export interface ConnectorContext {
  isMobile: boolean
  /** A provider is injected in the page (`window.ethereum`). */
  injectedInstalled: boolean
  excluded: readonly ExcludedWallet[]
}

const contextSchema = objectParam({ isMobile: v.boolean(), injectedInstalled: v.boolean(), excluded: listParam() })

/**
 * Spec §5: the Browser Wallet connector is hidden on desktop, and on mobile when it has no rdns and is not
 * installed; injected, announced and external connectors matching an exclusion (rdns or name) are hidden.
 */
export function isConnectorShown(connector: DiscoveredConnector, context: ConnectorContext): boolean {
  checkParam('connector', objectParam({ type: v.string(), name: v.string() }), connector)
  checkParam('context', contextSchema, context)
  const { isMobile, injectedInstalled, excluded } = context
  if (connector.type === 'INJECTED' && connector.name === BROWSER_WALLET_NAME) {
    if (!isMobile) return false
    if (!connector.info?.rdns && !injectedInstalled) return false
  }
  const excludable = ['INJECTED', 'ANNOUNCED', 'EXTERNAL'].includes(connector.type)
  return !(excludable && isExcluded({ name: connector.name, rdns: connector.info?.rdns }, excluded))
}
