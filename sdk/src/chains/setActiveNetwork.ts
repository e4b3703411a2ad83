import { networkParamSchema } from '../networks/networkParamSchema'
import { checkParam } from '../validation/checkParam'
import { showView } from '../router/showView'
import type { CaipNetwork } from '../networks/types'
import { defineAction } from '../telemetry/defineAction'
import { writeActiveNetwork } from './writeActiveNetwork'

/**
 * Makes `network` the active one, in state and in storage. A network the app did not ask for shows
 * UnsupportedChain, unless network switching is disabled, unsupported chains are allowed, or basic
 * WalletConnect mode is on.
 */
export const setActiveNetwork = /* @__PURE__ */ defineAction((p, network: CaipNetwork) => {
  checkParam('network', networkParamSchema(), network)
  writeActiveNetwork(p, network)
  const options = p.$options.get()
  const supported = p.$network.get().isSupported
  if (!supported && options.enableNetworkSwitch && !options.allowUnsupportedChain && !options.manualWCControl)
    showView(p, 'UnsupportedChain')
})
