import type { Connector, Eip1193Provider } from '../connectors/types'
import { connectError } from './messages'

/** The connector's provider: the one it holds, else the one it loads. */
export async function providerOf(connector: Connector): Promise<Eip1193Provider> {
  const provider = connector.provider ?? (await connector.getProvider?.())
  if (!provider) throw connectError('CONNECTOR_NO_PROVIDER', { params: { id: connector.id } })
  return provider
}
