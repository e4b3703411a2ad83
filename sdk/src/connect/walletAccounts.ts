import * as v from 'valibot'
import { ACCOUNT_TYPES, type Namespace } from '../constants'
import type { ConnectedAccounts, Connector, Eip1193Provider } from '../connectors/types'
import type { Portico } from '../portico/types'
import { adapterFor } from './adapterFor'
import { PorticoError } from '../errors'
import { requestError } from '../errors/requestMessages'

const accountsSchema = v.object({
  addresses: v.array(v.pipe(v.string(), v.nonEmpty())),
  chainId: v.pipe(v.string(), v.nonEmpty()),
  types: v.optional(v.array(v.optional(v.picklist(ACCOUNT_TYPES)))),
})

/**
 * Asks the wallet for its accounts and chain: the connector's own way when it has one, else through the
 * namespace's adapter, with a prompt (connect) or silently (reconnect). The answer is checked.
 */
export async function walletAccounts(
  p: Portico,
  connector: Connector,
  provider: Eip1193Provider,
  namespace: Namespace,
  silent: boolean,
): Promise<ConnectedAccounts> {
  let answer: unknown
  if (connector.connect) {
    const network = p.$chains.get()[namespace]?.networkState.caipNetwork
    answer = await connector.connect({ namespace, network, silent })
  } else {
    const adapter = adapterFor(p, namespace)
    if (!adapter.getAccounts) throw new PorticoError('CHAIN_ADAPTER_NOT_FOUND', { params: { namespace } })
    answer = await adapter.getAccounts(provider, { prompt: !silent })
  }
  const result = v.safeParse(accountsSchema, answer)
  if (!result.success)
    throw requestError('INVALID_RESPONSE', {
      params: { field: v.getDotPath(result.issues[0]) ?? 'accounts', reason: result.issues[0].message },
    })
  return result.output
}
