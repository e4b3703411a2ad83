import { networkParamSchema } from '../networks/networkParamSchema'
import { checkParam, providerParam } from '../validation/checkParam'
import type { Eip1193Provider } from './types'
import type { CaipNetwork } from '../networks/types'

/**
 * Moves a connected wallet of a namespace with no switch request (cosmos, polkadot, bip122) to another network: a
 * browser wallet's provider is told the network's reference (`setChain`), enables it where it must, and reports the
 * network's addresses (`chainChanged`, `accountsChanged`); a WalletConnect session names the network per request.
 *
 * @example
 * const adapter = { namespace: 'cosmos', switchNetwork: setProviderChain, … }
 */
export async function setProviderChain(provider: Eip1193Provider, network: CaipNetwork): Promise<void> {
  checkParam('provider', providerParam(), provider)
  checkParam('network', networkParamSchema(), network)
  const setChain = (provider as { setChain?: unknown }).setChain
  if (typeof setChain === 'function')
    await (setChain as (reference: string) => unknown).call(provider, String(network.id))
}
