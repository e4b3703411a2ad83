import type { Namespace } from '../constants'
import { updateAccountState } from '../chains/updateAccountState'
import { watchConnectors } from '../connectors/watchConnectors'
import type { Connector } from '../connectors/types'
import { resolveConnector } from './resolveConnector'
import { trackStatus } from './trackStatus'
import * as v from 'valibot'
import { NAMESPACES } from '../constants'
import { checkParam, filledTextParam, hasMethods, objectParam } from '../validation/checkParam'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

const connectParamsSchema = () =>
  objectParam({
    connector: v.union([filledTextParam(), hasMethods([], 'must be a connector')], 'must be a connector or its id'),
    namespace: v.optional(v.picklist(NAMESPACES, 'must be a namespace')),
  })

/** The parameters of `connect`. */
export interface ConnectParams {
  /** The connector, or its id, rdns or catalogue id. */
  connector: Connector | string
  /** For a MULTI_CHAIN connector (or an id several namespaces share): the namespace to connect. */
  namespace?: Namespace | undefined
}

/** What `connect` returns. */
export interface ConnectReturnType {
  namespace: Namespace
  connectorId: string
  address: string
  addresses: string[]
  chainId: string
}

/** The codes `connect` throws: an unknown connector, none in the page, the wallet's refusal or silence. */
export type ConnectErrorType =
  | 'ACTION_FAILED'
  | 'CHAIN_ADAPTER_NOT_FOUND'
  | 'CHAIN_REQUIRED_FOR_ACCOUNT_DATA'
  | 'CONNECTOR_NOT_FOUND'
  | 'CONNECTOR_NO_PROVIDER'
  | 'INVALID_PARAMETER'
  | 'INVALID_RESPONSE'
  | 'NO_ACCOUNTS'
  | 'USER_REJECTED'

/**
 * Connects a wallet: sets the namespace's status to 'connecting' at once (before any await), then, through the
 * wallet code fetched on the first connect (`connectWallet`), asks the wallet for its accounts and chain (with a
 * prompt) and records the connection (see `applyConnection`), remembers the wallet among the recent ones, emits
 * `connect_success` and closes the modal (unless UnsupportedChain is showing, or a sign-in follows).
 * Progress shows in `$connectors.connectStatus`.
 *
 * @example
 * const { address, chainId } = await connect(portico, { connector: 'io.metamask' })
 */
export function connect(p: Portico, params: ConnectParams): Promise<ConnectReturnType> {
  return runAction(p, async (p) =>
    trackStatus(p, 'connectStatus', async () => {
      const { connector: connectorOrId, namespace: wanted } = checkParam('params', connectParamsSchema(), params)
      watchConnectors(p)
      const connector = resolveConnector(p, connectorOrId as Connector | string, wanted)
      const namespace = connector.chain
      const before = p.$chains.get()[namespace]?.accountState.status ?? 'disconnected'
      updateAccountState(p, { status: 'connecting' }, namespace)
      try {
        const { connectWallet } = await import('./connectWallet')
        return await connectWallet(p, connector, namespace)
      } catch (error) {
        if (p.$chains.get()[namespace]?.accountState.status === 'connecting')
          updateAccountState(p, { status: before }, namespace)
        throw error
      }
    }),
  )
}
