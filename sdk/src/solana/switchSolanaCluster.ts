import { networkParamSchema } from '../networks/networkParamSchema'
import { checkParam, providerParam } from '../validation/checkParam'
import type { Eip1193Provider } from '../connectors/types'
import type { CaipNetwork } from '../networks/types'

/**
 * Switches the cluster a connected wallet signs for. Solana wallets have no switch request: a Wallet Standard
 * provider is told the new cluster (it emits `chainChanged`); other providers name the chain per request.
 */
export async function switchSolanaCluster(provider: Eip1193Provider, network: CaipNetwork): Promise<void> {
  checkParam('provider', providerParam(), provider)
  checkParam('network', networkParamSchema(), network)
  const setChain = (provider as { setChain?: unknown }).setChain
  if (typeof setChain === 'function') (setChain as (reference: string) => void).call(provider, String(network.id))
}
