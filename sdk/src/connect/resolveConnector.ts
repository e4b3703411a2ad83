import type { Namespace } from '../constants'
import { findConnector } from '../connectors/findConnector'
import type { Connector } from '../connectors/types'
import { PorticoError } from '../errors'
import type { Portico } from '../portico/types'

/**
 * The connector to connect with: looked up when given by id, and for a MULTI_CHAIN connector its connector of
 * the wanted namespace (else of the active namespace, else its first).
 */
export function resolveConnector(p: Portico, connectorOrId: Connector | string, namespace?: Namespace): Connector {
  const connector =
    typeof connectorOrId === 'string'
      ? (findConnector(p, { id: connectorOrId, namespace }) ?? findConnector(p, { id: connectorOrId }))
      : connectorOrId
  if (!connector) throw new PorticoError('CONNECTOR_NOT_FOUND', { params: { id: String(connectorOrId) } })
  if (connector.type !== 'MULTI_CHAIN' || !connector.connectors?.length) return connector
  const wanted = namespace ?? p.$activeNamespace.get()
  return connector.connectors.find((c) => c.chain === wanted) ?? (connector.connectors[0] as Connector)
}
