import type { Namespace } from '../constants'
import { defineAction } from '../telemetry/defineAction'
import type { ConnectionClient, NetworkClient } from './types'
import { updateChain } from './updateChain'

/** Plugs a namespace's network and connection clients in (the adapter and connection features do this). */
export const setChainClients = /* @__PURE__ */ defineAction(
  (p, namespace: Namespace, clients: { networkClient?: NetworkClient; connectionClient?: ConnectionClient }) => {
    updateChain(p, namespace, (chain) => ({ ...chain, ...clients }))
  },
)
