import * as v from 'valibot'
import { NAMESPACES } from '../constants'
import { PorticoError } from '../errors'
import type { Connector, ConnectorInfo, Eip1193Provider } from './types'

/** An app's own connector: its id, name, icon and EIP-1193 provider. */
export interface ExternalParameters {
  id: string
  name: string
  /** Default eip155. */
  chain?: Connector['chain']
  imageUrl?: string
  /** The wallet's id in the catalogue, when it is listed there. */
  explorerId?: string
  info?: ConnectorInfo
  /** The provider, or `getProvider` to load it when first used. */
  provider?: Eip1193Provider
  getProvider?: () => Promise<Eip1193Provider>
  connect?: Connector['connect']
  disconnect?: Connector['disconnect']
}

// Made when a connector is checked: a schema built at module level is kept by bundlers in apps that never call this.
const schema = () => {
  const fn = v.optional(v.function())
  return v.object({
    id: v.pipe(v.string(), v.nonEmpty('must not be empty')),
    name: v.pipe(v.string(), v.nonEmpty('must not be empty')),
    chain: v.optional(v.picklist(NAMESPACES)),
    imageUrl: v.optional(v.string()),
    explorerId: v.optional(v.string()),
    provider: v.optional(v.looseObject({ request: v.function() })),
    getProvider: fn,
    connect: fn,
    disconnect: fn,
  })
}

/**
 * An integrator's own connector (type EXTERNAL) with the same interface as the built-in ones: an EIP-1193
 * provider (given, or loaded by `getProvider`), optionally its own `connect` and `disconnect`.
 */
export function external(parameters: ExternalParameters): Connector {
  const result = v.safeParse(schema(), parameters)
  if (!result.success || !(parameters.provider || parameters.getProvider)) {
    const issue = result.issues?.[0]
    throw new PorticoError('INVALID_OPTIONS', {
      params: {
        field: issue ? `connector.${v.getDotPath(issue) ?? ''}` : 'connector',
        reason: issue?.message ?? 'needs a provider or getProvider',
      },
    })
  }
  return { chain: 'eip155', ...parameters, type: 'EXTERNAL' }
}
