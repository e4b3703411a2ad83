import { checkParam, objectParam } from '../validation/checkParam'
import * as v from 'valibot'
import { PorticoError } from '../errors'
import { caipNetworkSchema } from './caipNetworkSchema'
import type { CaipNetwork, CaipNetworkId } from './types'

/** Everything of a network except its CAIP id, which is derived. */
export type NetworkDefinition = Omit<CaipNetwork, 'caipNetworkId'>

/**
 * Builds a network with `caipNetworkId` = `${chainNamespace}:${id}`. The input is validated (a bad field throws
 * PorticoError('INVALID_OPTIONS') naming it), and the result is a deeply frozen copy, so a network shared by two
 * Portico instances can never be changed under one of them.
 */
export function defineNetwork<const Definition extends NetworkDefinition>(
  definition: Definition,
): Definition & Pick<CaipNetwork, 'caipNetworkId'> {
  checkParam('definition', objectParam(), definition)
  const network = { ...definition, caipNetworkId: `${definition.chainNamespace}:${definition.id}` as CaipNetworkId }
  const result = v.safeParse(caipNetworkSchema, network)
  if (!result.success) {
    const [issue] = result.issues
    const path = v.getDotPath(issue)
    throw new PorticoError('INVALID_OPTIONS', {
      params: { field: path ? `network.${path}` : 'network', reason: issue.message },
    })
  }
  return frozenCopy(network)
}

/** A copy of plain objects and arrays, frozen all the way down; anything else (class instances) is kept as is. */
function frozenCopy<T>(value: T): T {
  if (Array.isArray(value)) return Object.freeze(value.map(frozenCopy)) as T
  if (isPlainObject(value)) {
    return Object.freeze(Object.fromEntries(Object.entries(value).map(([key, child]) => [key, frozenCopy(child)]))) as T
  }
  return value
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}
