import * as v from 'valibot'
import { NAMESPACES } from '../constants'
import type { WritablePortico } from '../portico/types'
import { checkParam } from '../validation/checkParam'
import type { Connector } from './types'
import { withConnector } from './withConnector'

/** What a connector must have to be listed: an id, a name, a type and the namespace it serves. */
const connectorSchema = v.looseObject(
  { id: v.string(), name: v.string(), type: v.string(), chain: v.picklist(NAMESPACES) },
  'must be a connector',
)

/** Lists a connector (de-duplicated by id and rdns within its namespace, see `withConnector`). */
export function addConnector(p: WritablePortico, connector: Connector): void {
  checkParam('connector', connectorSchema, connector)
  const state = p.$connectors.get()
  p.$connectors.set({ ...state, all: withConnector(state.all, connector) })
}
