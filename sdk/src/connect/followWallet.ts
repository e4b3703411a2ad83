import * as v from 'valibot'
import type { Namespace } from '../constants'
import type { Eip1193Provider } from '../connectors/types'
import type { WritablePortico } from '../portico/types'
import { networkFor } from './networkFor'
import { setActiveNetwork } from '../chains/setActiveNetwork'
import { updateAccountState } from '../chains/updateAccountState'
import { updateChain } from '../chains/updateChain'
import { close } from '../modal/close'
import { reportError } from '../telemetry/reportError'
import { disconnect } from './disconnect'
import { activeEntry } from './activeEntry'
import { connectionIdOf } from './connections'
import { requestError } from '../errors/requestMessages'

const accountsSchema = v.array(v.string())

/**
 * Follows a connected wallet: `accountsChanged` moves the account (an empty list disconnects), `chainChanged`
 * moves the network (an unsupported one shows UnsupportedChain per spec §4; back on a supported one the
 * UnsupportedChain modal closes), `disconnect` disconnects. Malformed events are reported and ignored.
 * Returns the function that stops following.
 */
export function followWallet(p: WritablePortico, namespace: Namespace, provider: Eip1193Provider): () => void {
  const adapter = p.$options.get().adapters.find((a) => a.namespace === namespace)
  const account = () => p.$chains.get()[namespace]?.accountState
  const malformed = (event: string, value: unknown) =>
    reportError(
      p,
      requestError('INVALID_RESPONSE', { params: { field: event, reason: JSON.stringify(value) ?? 'undefined' } }),
    )
  // A failed disconnect is reported by the action's boundary; the wallet's event has nobody else to tell.
  // With several wallets held, only this wallet's connection leaves.
  const leave = () => {
    const connectorId = p.walletSessions.byNamespace.get(namespace)?.connector.id
    const connectionId = connectorId && connectionIdOf(namespace, connectorId)
    const one = p.$options.get().features.multiWallet && p.walletSessions.$held.get().some((h) => h.id === connectionId)
    void disconnect(p, one ? { connectionId } : { namespace }).catch(() => undefined)
  }

  const onAccountsChanged = (value: unknown) => {
    const parsed = v.safeParse(accountsSchema, value)
    if (!parsed.success) return malformed('accountsChanged', value)
    const known = account()?.allAccounts ?? []
    // A wallet keeps its accounts' order: a new address takes the type of the one it replaces (bip122: payment first).
    const entries = parsed.output.map((a, i) => {
      const address = adapter?.formatAddress?.(a) ?? a
      const type = (known.find((e) => e.address === address) ?? known[i])?.type
      return { address, ...(type && { type }) }
    })
    const address = activeEntry(p, namespace, entries)?.address
    if (!address) return leave()
    const chainId = account()?.caipAddress?.split(':')[1]
    if (!chainId) return
    updateAccountState(
      p,
      {
        address,
        caipAddress: `${namespace}:${chainId}:${address}`,
        allAccounts: entries,
      },
      namespace,
    )
  }

  const onChainChanged = (value: unknown) => {
    const chainId = adapter?.parseChainId ? adapter.parseChainId(value) : typeof value === 'string' ? value : undefined
    if (!chainId) return malformed('chainChanged', value)
    const network = networkFor(p, namespace, chainId)
    const address = account()?.address
    if (address) updateAccountState(p, { caipAddress: `${namespace}:${chainId}:${address}` }, namespace)
    if (p.$activeNamespace.get() !== namespace) {
      updateChain(p, namespace, (chain) => ({
        ...chain,
        networkState: { ...chain.networkState, caipNetwork: network },
      }))
      return
    }
    setActiveNetwork(p, network)
    if (p.$network.get().isSupported && p.$modal.get().open && p.$router.get().view === 'UnsupportedChain') close(p)
  }

  const listeners = { accountsChanged: onAccountsChanged, chainChanged: onChainChanged, disconnect: leave }
  for (const [event, listener] of Object.entries(listeners)) provider.on?.(event, listener)
  return () => {
    for (const [event, listener] of Object.entries(listeners)) provider.removeListener?.(event, listener)
  }
}
