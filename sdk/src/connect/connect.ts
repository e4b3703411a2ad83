import type { Namespace } from '../constants'
import { updateAccountState } from '../chains/updateAccountState'
import { addRecentWallet } from '../connection/addRecentWallet'
import { setupConnectors } from '../connectors/setupConnectors'
import type { Connector } from '../connectors/types'
import { close } from '../modal/close'
import { defineAction } from '../telemetry/defineAction'
import { emitConnectionEvent } from './onConnectionEvent'
import { resolveConnector } from './resolveConnector'
import { trackStatus } from './trackStatus'
import { walletCore } from './walletCore'

export interface ConnectParams {
  /** For a MULTI_CHAIN connector (or an id several namespaces share): the namespace to connect. */
  namespace?: Namespace
}

export interface ConnectResult {
  namespace: Namespace
  connectorId: string
  address: string
  addresses: string[]
  chainId: string
}

/**
 * Connects a wallet: sets the namespace's status to 'connecting' at once (before any await), then, through the
 * wallet code fetched on the first connect (`connectWallet`), asks the wallet for its accounts and chain (with a
 * prompt) and records the connection (see `applyConnection`); then remembers the wallet among the recent ones,
 * emits `connect_success` and closes the modal (unless UnsupportedChain is showing, or a sign-in follows).
 * Progress shows in `$connectors.connectStatus`.
 */
export const connect = /* @__PURE__ */ defineAction(
  async (p, connectorOrId: Connector | string, params: ConnectParams = {}): Promise<ConnectResult> =>
    trackStatus(p, 'connectStatus', async () => {
      setupConnectors(p)
      const connector = resolveConnector(p, connectorOrId, params.namespace)
      const namespace = connector.chain
      const before = p.$chains.get()[namespace]?.accountState.status ?? 'disconnected'
      updateAccountState(p, { status: 'connecting' }, namespace)
      let result: ConnectResult
      try {
        const { connectWallet } = await import('./connectWallet')
        result = await connectWallet(p, walletCore, connector, namespace)
      } catch (error) {
        if (p.$chains.get()[namespace]?.accountState.status === 'connecting')
          updateAccountState(p, { status: before }, namespace)
        throw error
      }
      addRecentWallet(p, {
        id: connector.explorerId ?? connector.id,
        name: connector.name,
        image_url: connector.imageUrl,
        rdns: connector.info?.rdns,
      })
      emitConnectionEvent(p, { type: 'connect_success', namespace, connectorId: connector.id })
      const { open } = p.$modal.get()
      if (open && p.$router.get().view !== 'UnsupportedChain' && !p.$options.get().siwx) close(p)
      return result
    }),
)
