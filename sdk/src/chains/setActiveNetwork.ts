import { open } from '../modal/open'
import type { CaipNetwork } from '../networks/types'
import { STORAGE_KEYS } from '../storage/keys'
import { defineAction } from '../telemetry/defineAction'
import { updateChain } from './updateChain'

/**
 * Makes `network` the active one, in state and in storage. A network the app did not ask for shows
 * UnsupportedChain, unless network switching is disabled, unsupported chains are allowed, or basic
 * WalletConnect mode is on.
 */
export const setActiveNetwork = /* @__PURE__ */ defineAction((p, network: CaipNetwork) => {
  const namespace = network.chainNamespace
  updateChain(p, namespace, (chain) => ({ ...chain, networkState: { ...chain.networkState, caipNetwork: network } }))
  p.$activeNamespace.set(namespace)
  p.storage.write(STORAGE_KEYS.activeNamespace, namespace)
  p.storage.write(STORAGE_KEYS.activeNetworkId, network.caipNetworkId)

  const options = p.$options.get()
  const supported = p.$network.get().isSupported
  if (!supported && options.enableNetworkSwitch && !options.allowUnsupportedChain && !options.manualWCControl)
    open(p, { view: 'UnsupportedChain' })
})
