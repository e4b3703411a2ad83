import type { Namespace } from '../constants'
import type { Connector } from '../connectors/types'
import type { WritablePortico } from '../portico/types'
import { close } from '../modal/close'
import { addRecentWallet } from './addRecentWallet'
import { applyConnection } from './applyConnection'
import type { ConnectReturnType } from './connect'
import { providerOf } from './providerOf'
import { walletAccounts } from './walletAccounts'
import { emitConnectionEvent } from './watchConnectionEvents'

/**
 * The body of `connect` after its checks, fetched on the first connect: gets the connector's provider, asks the
 * wallet for its accounts and chain (with a prompt), records the connection (see `applyConnection`), remembers the
 * wallet among the recent ones, emits `connect_success` and closes the modal (unless UnsupportedChain is showing,
 * or a sign-in follows).
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
  addRecentWallet(p, {
    id: connector.explorerId ?? connector.id,
    name: connector.name,
    image_url: connector.imageUrl,
    rdns: connector.info?.rdns,
  })
  emitConnectionEvent(p, { type: 'connect_success', namespace, connectorId: connector.id })
  const { open } = p.$modal.get()
  if (open && p.$router.get().view !== 'UnsupportedChain' && !p.$options.get().siwx) close(p)
  return { namespace, connectorId: connector.id, address, addresses, chainId: accounts.chainId }
}
