import { type CreateConnectorFn, createConnector } from '@wagmi/core'
import { type Address, type Chain, getAddress, SwitchChainError, UserRejectedRequestError } from 'viem'
import { switchNetwork } from '../chains/switchNetwork'
import { disconnect } from '../connect/disconnect'
import { reconnect } from '../connect/reconnect'
import type { Eip1193Provider } from '../connectors/types'
import { getEip155Provider } from '../eip155/getEip155Provider'
import type { Portico } from '../portico/types'
import { open } from '../modal/open'
import { checkParam, objectParam } from '../validation/checkParam'

/** What Portico's connector is called in wagmi (`connector.id`), and the type of connector it is. */
export const PORTICO_CONNECTOR_ID = 'portico'

/** What `porticoConnector` returns: a wagmi connector, for `createConfig({ connectors })`. */
export type PorticoConnectorReturnType = CreateConnectorFn<Eip1193Provider>

/** The eip155 account Portico has connected, as wagmi reads it: checksummed addresses and a chain id. */
function connection(p: Portico): { accounts: readonly Address[]; chainId: number } | undefined {
  const chain = p.$chains.get().eip155
  const address = chain?.accountState.address
  const network = chain?.networkState.caipNetwork
  if (!address || chain.accountState.status !== 'connected' || !network) return undefined
  return { accounts: [getAddress(address)], chainId: Number(network.id) }
}

const eip155Status = (p: Portico) => p.$chains.get().eip155?.accountState.status

/** Resolves once Portico's eip155 reconnect, if one is under way, has settled. */
function reconnected(p: Portico): Promise<void> {
  return new Promise((resolve) => {
    const settle = () => {
      if (eip155Status(p) === 'reconnecting') return
      stop()
      resolve()
    }
    const stop = p.$chains.listen(settle)
    settle()
  })
}

/** Resolves once the user connects an eip155 wallet in the modal; rejects when the modal closes without one. */
function connectedInModal(p: Portico): Promise<{ accounts: readonly Address[]; chainId: number }> {
  return new Promise((resolve, reject) => {
    const settle = () => {
      const connected = connection(p)
      if (connected) {
        stop()
        resolve(connected)
      } else if (!p.$modal.get().open) {
        stop()
        reject(new UserRejectedRequestError(new Error('The modal was closed without connecting a wallet.')))
      }
    }
    const stops = [p.$chains.listen(settle), p.$modal.listen(settle)]
    const stop = () => {
      for (const unlisten of stops) unlisten()
    }
    open(p)
    settle()
  })
}

/**
 * A wagmi connector for the wallet a user connects with Portico: connecting opens Portico's modal, and wagmi's
 * actions and hooks then use whichever eip155 wallet the user chose there (a browser wallet, WalletConnect or the
 * embedded wallet). Account, network and disconnection changes made in Portico or in the wallet reach wagmi, and
 * wagmi's `disconnect` and `switchChain` go through Portico. On a page load, wagmi's `reconnect` joins Portico's
 * own, so the user is never asked twice. Its id in wagmi is `'portico'`.
 *
 * @example
 * import { createConfig, http } from '@wagmi/core'
 * import { porticoConnector } from '@portico/sdk/wagmi'
 *
 * export const config = createConfig({
 *   chains: [mainnet],
 *   connectors: [porticoConnector(portico)],
 *   transports: { [mainnet.id]: http() },
 * })
 */
export function porticoConnector(p: Portico): PorticoConnectorReturnType {
  checkParam('portico', objectParam(), p)
  return createConnector<Eip1193Provider>((config) => {
    // The provider wagmi's clients send requests to: always the wallet Portico has connected on eip155 now.
    const provider = getEip155Provider(p)
    let watching: (() => void) | undefined
    const chainOf = (chainId: number): Chain | undefined => config.chains.find((chain) => chain.id === chainId)

    return {
      id: PORTICO_CONNECTOR_ID,
      name: 'Portico',
      type: PORTICO_CONNECTOR_ID,

      // Portico's changes reach wagmi: a connection made from Portico's own button, another account or network,
      // a disconnection (from the account view or the wallet).
      async setup() {
        watching?.()
        let last = connection(p)
        watching = p.$chains.listen(() => {
          const next = connection(p)
          if (next && !last) config.emitter.emit('connect', { accounts: next.accounts, chainId: next.chainId })
          else if (!next && last) config.emitter.emit('disconnect')
          else if (next && last && next.accounts[0] !== last.accounts[0])
            config.emitter.emit('change', { accounts: next.accounts })
          if (next && last && next.chainId !== last.chainId) config.emitter.emit('change', { chainId: next.chainId })
          last = next
        })
      },

      async connect(parameters = {}) {
        const { chainId, isReconnecting, withCapabilities } = parameters
        // Reconnecting (a page load) never opens the modal: it restores Portico's connection, or fails.
        if (isReconnecting && !(await this.isAuthorized()))
          throw new UserRejectedRequestError(new Error('Portico has no wallet to reconnect.'))
        let connected = connection(p) ?? (await connectedInModal(p))
        if (chainId !== undefined && chainId !== connected.chainId) {
          await this.switchChain?.({ chainId })
          connected = { ...connected, chainId }
        }
        // wagmi 3 may ask for the accounts with their capabilities; Portico's wallets report none.
        const accounts = withCapabilities
          ? connected.accounts.map((address) => ({ address, capabilities: {} }))
          : connected.accounts
        return { accounts, chainId: connected.chainId } as never
      },

      async disconnect() {
        await disconnect(p, { namespace: 'eip155' })
      },

      async getAccounts() {
        return connection(p)?.accounts ?? []
      },

      async getChainId() {
        const network = p.$chains.get().eip155?.networkState.caipNetwork
        return Number(network?.id ?? config.chains[0].id)
      },

      async getProvider() {
        return provider
      },

      // Authorised when Portico holds an eip155 connection, or restores one: its own reconnect (the kit's start)
      // when under way, else one begun here (wagmi's may run first on a page load). Both are silent.
      async isAuthorized() {
        if (eip155Status(p) !== 'reconnecting') await reconnect(p).catch(() => undefined)
        await reconnected(p)
        return connection(p) !== undefined
      },

      async switchChain({ chainId }) {
        const chain = chainOf(chainId)
        const network = p.$chains.get().eip155?.caipNetworks.find((n) => Number(n.id) === chainId)
        if (!chain || !network)
          throw new SwitchChainError(new Error(`Portico has no network with chain id ${chainId}.`))
        try {
          await switchNetwork(p, { network })
        } catch (error) {
          throw new SwitchChainError(error as Error)
        }
        return chain
      },

      // Portico follows the wallet's events itself and tells wagmi through `setup`'s watcher.
      onAccountsChanged(accounts) {
        if (accounts.length === 0) config.emitter.emit('disconnect')
        else config.emitter.emit('change', { accounts: accounts.map((account) => getAddress(account)) })
      },
      onChainChanged(chainId) {
        config.emitter.emit('change', { chainId: Number(chainId) })
      },
      onDisconnect() {
        config.emitter.emit('disconnect')
      },
    }
  })
}

/** The error codes `porticoConnector` can throw. */
export type PorticoConnectorErrorType = 'INVALID_PARAMETER'
