import { defineAction } from '../telemetry/defineAction'
import { authConnector } from './embeddedSession'
import { loadSmartAccountNetworks } from './loadSmartAccountNetworks'

/** The eip155 chain ids with smart accounts, also kept in `networkState.smartAccountEnabledNetworks`. */
export const fetchSmartAccountNetworks = defineAction(
  async (p): Promise<number[]> => loadSmartAccountNetworks(p, authConnector(p).embedded),
)
