import type { Namespace } from '../constants'
import type { ConnectionClient, NetworkClient } from './types'
import { updateChain } from './updateChain'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** Plugs a namespace's network and connection clients in (the adapter and connection features do this). */
export function setChainClients(
  p: Portico,
  namespace: Namespace,
  clients: { networkClient?: NetworkClient; connectionClient?: ConnectionClient },
) {
  return runAction(p, (p) => {
    updateChain(p, namespace, (chain) => ({ ...chain, ...clients }))
  })
}
