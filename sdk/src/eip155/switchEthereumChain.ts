import { CHAIN_SWITCH_ERROR_CODES } from '../constants'
import type { Eip1193Provider } from '../connectors/types'
import type { CaipNetwork } from '../networks/types'
import { toHexChainId } from './chainId'
import { checkParam, providerParam } from '../validation/checkParam'
import { networkParamSchema } from '../networks/networkParamSchema'

/** The error codes of a wallet error and of the errors it wraps (`data.originalError`, `cause`), sign dropped. */
function errorCodes(error: unknown): number[] {
  const codes: number[] = []
  for (let e = error, depth = 0; typeof e === 'object' && e !== null && depth < 4; depth++) {
    const { code, data, cause } = e as { code?: unknown; data?: { originalError?: unknown }; cause?: unknown }
    if (typeof code === 'number') codes.push(Math.abs(code))
    e = data?.originalError ?? cause
  }
  return codes
}

/** Whether a failed switch means "add the chain first": 4902 (unknown chain) and the recognised 5000, 32603. */
export function needsAddChain(error: unknown): boolean {
  return errorCodes(error).some((code) => (CHAIN_SWITCH_ERROR_CODES as readonly number[]).includes(code))
}

/**
 * Asks the wallet to switch to `network` with `wallet_switchEthereumChain`. When the wallet does not know the
 * chain, adds it with `wallet_addEthereumChain` (name, currency, RPC and explorer URLs) and asks again.
 */
export async function switchEthereumChain(provider: Eip1193Provider, network: CaipNetwork): Promise<void> {
  checkParam('provider', providerParam(), provider)
  checkParam('network', networkParamSchema(), network)
  const chainId = toHexChainId(network.id)
  const switchTo = () => provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  try {
    await switchTo()
  } catch (error) {
    if (!needsAddChain(error)) throw error
    const explorer = network.blockExplorers?.default.url
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId,
          chainName: network.name,
          nativeCurrency: network.nativeCurrency,
          rpcUrls: [...network.rpcUrls.default.http],
          ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
        },
      ],
    })
    await switchTo()
  }
}
