import * as v from 'valibot'
import { NAMESPACES, type Namespace } from '../constants'
import type { Eip1193Provider } from '../connectors/types'
import { PorticoError } from '../errors'
import type { Portico } from '../portico/types'
import { checkParam, objectParam } from '../validation/checkParam'

/** The parameters of `getConnectedProvider`. */
export interface GetConnectedProviderParams {
  /** The namespace whose wallet to use; the active one by default. */
  namespace?: Namespace | undefined
}
/** The error codes `getConnectedProvider` can throw. */
export type GetConnectedProviderErrorType = 'INVALID_PARAMETER' | 'NOT_CONNECTED'

/** What `getConnectedProvider` returns. */
export type GetConnectedProviderReturnType = Eip1193Provider

/**
 * The provider of the wallet connected for a namespace (the active one by default); throws NOT_CONNECTED when none is.
 *
 * @example
 * const provider = getConnectedProvider(portico, { namespace: 'eip155' })
 * const accounts = await provider.request({ method: 'eth_accounts' })
 */
export function getConnectedProvider(p: Portico, params: GetConnectedProviderParams = {}): Eip1193Provider {
  const { namespace = p.$activeNamespace.get() } = checkParam(
    'params',
    objectParam({ namespace: v.optional(v.picklist(NAMESPACES, 'must be a namespace')) }),
    params,
  )
  const session = namespace && p.walletSessions.byNamespace.get(namespace)
  if (!session) throw new PorticoError('NOT_CONNECTED', { params: { namespace: namespace ?? 'none' } })
  return session.provider
}
