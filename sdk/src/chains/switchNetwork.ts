import { PorticoError } from '../errors'
import type { CaipNetwork } from '../networks/types'
import { setActiveNetwork } from './setActiveNetwork'
import { getChain } from './updateChain'
import { networkParamSchema } from '../networks/networkParamSchema'
import { checkParam, objectParam } from '../validation/checkParam'
import { showAlert } from '../alert/showAlert'
import { CORE_MESSAGES } from '../errors/messages'
import { noticeFor } from '../errors/notice'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** The parameters of `switchNetwork`. */
export interface SwitchNetworkParams {
  /** One of the app's networks (its CAIP id is what is looked up). */
  network: CaipNetwork
}
/** What `switchNetwork` returns. */
export type SwitchNetworkReturnType = undefined
/** The codes `switchNetwork` throws: a network the app does not configure, a wallet that refuses or cannot switch. */
export type SwitchNetworkErrorType =
  | 'ACTION_FAILED'
  | 'CHAIN_ADAPTER_NOT_FOUND'
  | 'INVALID_PARAMETER'
  | 'NETWORK_CLIENT_NOT_SET'
  | 'NETWORK_NOT_FOUND'

/**
 * Switches the active network. A connected wallet is asked to switch first (through the namespace's network
 * client). While the switch runs, `$network.isSwitching` is true. The send form follows the active namespace itself:
 * another namespace starts it afresh.
 * A network the app does not configure shows the 'Network Not Found' alert and throws 'Network not found'.
 *
 * @example
 * await switchNetwork(portico, { network: devnetTwo })
 */
export function switchNetwork(p: Portico, params: SwitchNetworkParams): Promise<SwitchNetworkReturnType> {
  return runAction(p, async (p): Promise<SwitchNetworkReturnType> => {
    const { caipNetworkId } = checkParam('params', objectParam({ network: networkParamSchema() }), params).network
    const network = Object.values(p.$chains.get())
      .flatMap((chain) => chain?.caipNetworks ?? [])
      .find((known) => known.caipNetworkId === caipNetworkId)
    if (!network) {
      showAlert(p, { variant: 'error', ...noticeFor(CORE_MESSAGES, 'NETWORK_NOT_FOUND_ALERT') })
      throw new PorticoError('NETWORK_NOT_FOUND')
    }
    const chain = getChain(p, network.chainNamespace)
    const connected = p.$connection.get().status[network.chainNamespace] === 'connected'
    if (connected && !chain.networkClient) throw new PorticoError('NETWORK_CLIENT_NOT_SET')

    p.$switchingNetwork.set(true)
    try {
      if (connected) await chain.networkClient?.switchNetwork(network)
      setActiveNetwork(p, network)
    } finally {
      p.$switchingNetwork.set(false)
    }
  })
}
