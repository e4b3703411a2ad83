import { createWalletClient, custom, getAddress, type WalletClient, type Account, type Chain, type Transport } from 'viem'
import { getConnectedProvider } from '../connect/getConnectedProvider'
import { PorticoError } from '../errors'
import type { Portico } from '../instance/types'
import { eip155Network } from './getPublicClient'
import { toViemChain } from './toViemChain'

/** A viem wallet client over the connected eip155 wallet, for its account and the active eip155 network. */
export function getWalletClient(p: Portico): WalletClient<Transport, Chain, Account> {
  const provider = getConnectedProvider(p, 'eip155')
  const address = p.$chains.get().eip155?.accountState.address
  if (!address) throw new PorticoError('NOT_CONNECTED', { params: { namespace: 'eip155' } })
  return createWalletClient({
    account: getAddress(address),
    chain: toViemChain(eip155Network(p)),
    transport: custom(provider as Parameters<typeof custom>[0]),
  })
}
