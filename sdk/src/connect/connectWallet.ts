import type { Namespace } from '../constants'
import type { Connector } from '../connectors/types'
import type { WritablePortico } from '../portico/types'
import { applyConnection } from './applyConnection'
import type { ConnectReturnType } from './connect'
import { providerOf } from './providerOf'
import { walletAccounts } from './walletAccounts'

/**
 * The wallet-talking body of `connect`, fetched on the first connect: gets the connector's provider, asks the
 * wallet for its accounts and chain (with a prompt) and records the connection (see `applyConnection`).
 */
export async function connectWallet(
  p: WritablePortico,
  connector: Connector,
  namespace: Namespace,
): Promise<ConnectReturnType> {
  const provider = await providerOf(connector)
  const accounts = await walletAccounts(p, connector, provider, namespace, false)
  applyConnection(p, namespace, connector, provider, accounts)
  const { address = '', allAccounts } = p.$chains.get()[namespace]!.accountState
  const addresses = allAccounts.map((a) => a.address)
  return { namespace, connectorId: connector.id, address, addresses, chainId: accounts.chainId }
}
