import * as v from 'valibot'
import { NAMESPACES, type Namespace } from '../constants'
import type { Portico } from '../portico/types'
import { checkParam, filledTextParam, objectParam } from '../validation/checkParam'
import type { Connector } from './types'

/** The parameters of `findConnector`. */
export interface FindConnectorParams {
  /** The connector's id, or its wallet's catalogue id. */
  id: string
  /** Only a connector of this namespace (ids repeat across namespaces). */
  namespace?: Namespace | undefined
}

/** What `findConnector` returns. */
export type FindConnectorReturnType = Connector | undefined

/**
 * The listed connector with this id (or this catalogue wallet id), of `namespace` when given.
 *
 * @example
 * findConnector(portico, { id: 'walletConnect', namespace: 'solana' })
 */
export function findConnector(p: Portico, params: FindConnectorParams): Connector | undefined {
  const { id, namespace } = checkParam(
    'params',
    objectParam({ id: filledTextParam(), namespace: v.optional(v.picklist(NAMESPACES, 'must be a namespace')) }),
    params,
  )
  const all = p.$connectors.get().all.filter((c) => !namespace || c.chain === namespace)
  return all.find((c) => c.id === id) ?? all.find((c) => c.explorerId === id)
}

/** The error codes `findConnector` can throw. */
export type FindConnectorErrorType = 'INVALID_PARAMETER'
