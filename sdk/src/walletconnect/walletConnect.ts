import type { Namespace } from '../constants'
import type { Connector } from '../connectors/types'
import { WALLETCONNECT_CONNECTOR_ID, WALLETCONNECT_CONNECTOR_NAME } from './constants'
import type { WalletConnectParameters } from './types'
import { createWalletConnectClient } from './walletConnectClient'

/**
 * The WalletConnect connector, for `createPortico({ connectors: [walletConnect()] })`. When the instance starts
 * its connectors it lists one WALLET_CONNECT connector per namespace the app has networks for (id
 * `walletConnect`; the UI shows them merged as one MULTI_CHAIN wallet), all sharing one session of this
 * instance. Connect with `connect(p, { connector: 'walletConnect', namespace })`: the pairing link appears in
 * `$connection.pairing`, and once the wallet approves, every namespace of the session is connected.
 *
 * @walletconnect/universal-provider is loaded with a dynamic import on the first connect or restore, never at
 * start-up; nothing is listed when the app turns WalletConnect off (`enableWalletConnect: false`).
 */
export function walletConnect(parameters: WalletConnectParameters = {}): Connector {
  return {
    id: WALLETCONNECT_CONNECTOR_ID,
    name: WALLETCONNECT_CONNECTOR_NAME,
    type: 'MULTI_CHAIN',
    chain: 'eip155',
    discover(context) {
      const p = context.portico
      if (!p.$options.get().enableWalletConnect) return () => {}
      const connectors = new Map<Namespace, Connector>()
      const client = createWalletConnectClient(p, parameters, (ns) => connectors.get(ns))
      for (const namespace of Object.keys(p.$chains.get()) as Namespace[]) {
        const connector: Connector = {
          id: WALLETCONNECT_CONNECTOR_ID,
          name: WALLETCONNECT_CONNECTOR_NAME,
          type: 'WALLET_CONNECT',
          chain: namespace,
          getProvider: async () => client.namespaceProvider(namespace),
          connect: ({ namespace: asked, silent }) => client.connect(asked, silent),
          disconnect: () => client.disconnect(),
          prepare: () => client.prepare(),
        }
        connectors.set(namespace, connector)
        context.add(connector)
      }
      return () => client.stop()
    },
  }
}
