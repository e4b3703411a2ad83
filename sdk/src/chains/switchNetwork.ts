import { PorticoError } from '../errors'
import type { CaipNetwork } from '../networks/types'
import { defineAction } from '../telemetry/defineAction'
import { setActiveNetwork } from './setActiveNetwork'
import { getChain } from './updateChain'

/**
 * Switches the active network. A connected wallet is asked to switch first (through the namespace's network
 * client). While the switch runs, `$network.isSwitching` is true; changing namespace also resets the send form.
 */
export const switchNetwork = /* @__PURE__ */ defineAction(async (p, network: CaipNetwork) => {
  const chain = getChain(p, network.chainNamespace)
  const changesNamespace = p.$activeNamespace.get() !== network.chainNamespace
  const connected = p.$connection.get().status[network.chainNamespace] === 'connected'
  if (connected && !chain.networkClient) throw new PorticoError('NETWORK_CLIENT_NOT_SET')

  p.$switchingNetwork.set(true)
  try {
    if (changesNamespace) p.hooks.resetSendForm?.()
    if (connected) await chain.networkClient?.switchNetwork(network)
    setActiveNetwork(p, network)
  } finally {
    p.$switchingNetwork.set(false)
  }
})
