import { updateChain } from '../chains/updateChain'
import type { WritablePortico } from '../portico/types'
import type { EmbeddedSession } from './session'

/** Reads which eip155 chains have smart accounts into `networkState.smartAccountEnabledNetworks`. */
export async function loadSmartAccountNetworks(p: WritablePortico, session: EmbeddedSession): Promise<number[]> {
  const { smartAccountEnabledNetworks } = await session.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS', undefined)
  updateChain(p, 'eip155', (chain) => ({
    ...chain,
    networkState: { ...chain.networkState, smartAccountEnabledNetworks },
  }))
  return smartAccountEnabledNetworks
}
