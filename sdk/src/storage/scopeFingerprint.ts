import type { ResolvedOptions } from '../instance/options'

/**
 * What tells one app's instance from another on the same storage: its project, networks, adapters, connectors and
 * metadata. An instance created again with the same options (a hot reload) has the same fingerprint.
 *
 * @example scopeFingerprint(resolveOptions({ projectId: 'p', networks: [mainnet] })) // '["p",["eip155:1"],…]'
 */
export function scopeFingerprint(options: ResolvedOptions): string {
  const { projectId, networks, adapters, connectors, metadata } = options
  return JSON.stringify([
    projectId,
    networks.map((network) => network.caipNetworkId),
    adapters.map((adapter) => adapter.namespace),
    connectors.map((connector) => connector.id),
    metadata?.name,
    metadata?.url,
  ])
}
