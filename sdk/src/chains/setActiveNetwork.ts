import { networkParamSchema } from '../networks/networkParamSchema'
import { checkParam } from '../validation/checkParam'
import { showView } from '../router/showView'
import type { CaipNetwork } from '../networks/types'
import { writeActiveNetwork } from './writeActiveNetwork'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/**
 * Makes `network` the active one, in state and in storage. A network the app did not ask for shows
 * UnsupportedChain, unless network switching is disabled, unsupported chains are allowed, or basic
 * WalletConnect mode is on.
 */
export function setActiveNetwork(p: Portico, network: CaipNetwork) {
  return runAction(p, (p) => {
    checkParam('network', networkParamSchema(), network)
    writeActiveNetwork(p, network)
    const options = p.$options.get()
    const supported = p.$network.get().isSupported
    if (!supported && options.enableNetworkSwitch && !options.allowUnsupportedChain && !options.manualWCControl)
      showView(p, 'UnsupportedChain')
  })
}
