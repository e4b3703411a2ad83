import * as v from 'valibot'
import type { ConnectedAccounts, Eip1193Provider } from '../connectors/types'
import type { PorticoError } from '../errors'
import { parseChainId } from './chainId'
import { checksumAddress, isEvmHexAddress } from './checksumAddress'
import { checkParam, objectParam, providerParam } from '../validation/checkParam'
import { requestError } from '../errors/requestMessages'

const addressesSchema = v.array(v.pipe(v.string(), v.check(isEvmHexAddress, 'not an address')))

function invalid(field: string, reason: string): PorticoError {
  return requestError('INVALID_RESPONSE', { params: { field, reason } })
}

/**
 * Asks an EIP-1193 wallet for its accounts, with a prompt (`eth_requestAccounts`) or silently (`eth_accounts`),
 * and for its chain (`eth_chainId`). Addresses come back checksummed; both answers are checked.
 */
export async function getAccounts(provider: Eip1193Provider, params: { prompt: boolean }): Promise<ConnectedAccounts> {
  checkParam('provider', providerParam(), provider)
  checkParam('params', objectParam({ prompt: v.boolean() }), params)
  const method = params.prompt ? 'eth_requestAccounts' : 'eth_accounts'
  const accounts = v.safeParse(addressesSchema, await provider.request({ method }))
  if (!accounts.success) throw invalid(method, accounts.issues[0].message)
  const chainId = parseChainId(await provider.request({ method: 'eth_chainId' }))
  if (!chainId) throw invalid('eth_chainId', 'not a chain id')
  return { addresses: accounts.output.map(checksumAddress), chainId }
}

/** An address checksummed, or undefined when it is not an EVM address. */
export function formatAddress(address: string): string | undefined {
  return isEvmHexAddress(address) ? checksumAddress(address) : undefined
}
