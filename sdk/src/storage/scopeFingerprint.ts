import type { CaipNetwork } from '../networks/types'

/** The options that tell one app from another (the instance's resolved options have them). */
export interface ScopeOptions {
  projectId: string
  networks: readonly Pick<CaipNetwork, 'caipNetworkId'>[]
  connectors: readonly { id: string }[]
  metadata?: unknown
}

/**
 * What tells one app's instance from another on the same storage: its project, networks, connectors and metadata.
 * An instance created again with the same options (a hot reload) has the same fingerprint.
 *
 * @example scopeFingerprint(resolveOptions({ projectId: 'p', networks: [mainnet] })) // '["p",["eip155:1"],[],null]'
 */
export function scopeFingerprint({ projectId, networks, connectors, metadata }: ScopeOptions): string {
  return JSON.stringify([projectId, networks.map((n) => n.caipNetworkId), connectors.map((c) => c.id), metadata])
}
