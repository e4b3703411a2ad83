import type { ReadableAtom } from 'nanostores'
import type { Portico } from '../portico/types'

/**
 * The little the catalogue needs to know about a discovered connector. The connectors feature owns the full
 * shape (and `portico.$connectors`); the catalogue depends on these fields only.
 */
export interface DiscoveredConnector {
  id: string
  name: string
  type: string
  /** The namespace it serves. */
  chain?: string
  /** The wallet's catalogue id, when the connector knows it. */
  explorerId?: string | undefined
  info?: { rdns?: string | undefined } | undefined
}

/** The instance's discovered connectors (`$connectors.all`), or none when the connectors feature is absent. */
export function discoveredConnectors(p: Portico): readonly DiscoveredConnector[] {
  const store = (p as { $connectors?: ReadableAtom<{ all?: readonly DiscoveredConnector[] }> }).$connectors
  return store?.get().all ?? []
}
