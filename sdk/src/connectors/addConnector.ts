import type { Portico } from '../instance/types'
import type { Connector } from './types'
import { withConnector } from './withConnector'

/** Lists a connector (de-duplicated by id and rdns within its namespace, see `withConnector`). */
export function addConnector(p: Portico, connector: Connector): void {
  const state = p.$connectors.get()
  p.$connectors.set({ ...state, all: withConnector(state.all, connector) })
}
