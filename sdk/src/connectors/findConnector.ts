import type { Namespace } from '../constants'
import type { Portico } from '../instance/types'
import type { Connector } from './types'

/**
 * The listed connector with this id (or this catalogue wallet id), of `namespace` when given (ids repeat across
 * namespaces).
 */
export function findConnector(p: Portico, id: string, namespace?: Namespace): Connector | undefined {
  const all = p.$connectors.get().all.filter((c) => !namespace || c.chain === namespace)
  return all.find((c) => c.id === id) ?? all.find((c) => c.explorerId === id)
}
