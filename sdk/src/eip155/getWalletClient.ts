import type { Account, Chain, Client, Transport } from 'viem'
import * as viem from 'viem'
import { getConnectedProvider } from '../connect/getConnectedProvider'
import { PorticoError } from '../errors'
import type { Portico } from '../portico/types'
import { namespaceNetwork } from '../networks/namespaceNetwork'
import { toViemChain } from './toViemChain'

/** What `getWalletClient` returns. */
export type GetWalletClientReturnType = Client<Transport, Chain, Account>

/**
 * A viem client over the connected eip155 wallet, for its account and the active eip155 network: use it with the
 * functions of `viem/actions` (`signTypedData(client, …)`), or `client.extend(walletActions)`.
 *
 * @example
 * const hash = await getWalletClient(portico).sendTransaction({ to, value: parseEther('0.01') })
 */
export function getWalletClient(p: Portico): Client<Transport, Chain, Account> {
  const provider = getConnectedProvider(p, { namespace: 'eip155' })
  const address = p.$chains.get().eip155?.accountState.address
  if (!address) throw new PorticoError('NOT_CONNECTED', { params: { namespace: 'eip155' } })
  return viem.createClient({
    account: viem.getAddress(address),
    chain: toViemChain(namespaceNetwork(p, 'eip155')),
    transport: viem.custom(provider as Parameters<typeof viem.custom>[0]),
  })
}

/** The error codes `getWalletClient` can throw. */
export type GetWalletClientErrorType = 'INVALID_PARAMETER' | 'NETWORK_NOT_FOUND' | 'NOT_CONNECTED'
