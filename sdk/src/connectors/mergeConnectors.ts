import type { Connector } from './types'

const walletKey = (c: Connector) => (c.info?.rdns ?? c.name).toLowerCase()

/**
 * The connectors as the UI lists them: one wallet's connectors across namespaces (same rdns, else same name)
 * merged into one MULTI_CHAIN connector (the first one's id and name) holding them in `connectors`.
 */
export function mergeConnectors(list: readonly Connector[]): Connector[] {
  const groups = new Map<string, Connector[]>()
  for (const connector of list) {
    const key = walletKey(connector)
    groups.set(key, [...(groups.get(key) ?? []), connector])
  }
  return [...groups.values()].flatMap((group): Connector[] => {
    const [first] = group as [Connector, ...Connector[]]
    // Two wallets of one namespace that happen to share a name are two wallets, not one.
    if (group.length < 2 || new Set(group.map((c) => c.chain)).size !== group.length) return group
    const {
      provider: _provider,
      getProvider: _get,
      connect: _connect,
      disconnect: _disconnect,
      discover: _d,
      ...shown
    } = first
    return [{ ...shown, type: 'MULTI_CHAIN', connectors: group }]
  })
}
