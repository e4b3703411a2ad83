import type { Namespace } from '../constants'
import type { Eip1193Provider, ProviderRequest } from '../connectors/types'
import { PorticoError } from '../errors'
import { parseChainReference } from './parseSessionEvent'

type Listener = (...args: never[]) => void

/** One namespace of a WalletConnect session as an EIP-1193-like provider, for the namespace's adapter. */
export interface NamespaceProvider extends Eip1193Provider {
  readonly namespace: Namespace
  /** Tells the listeners (the SDK following the wallet) about a session change. */
  emit(event: 'accountsChanged' | 'chainChanged' | 'disconnect', value: unknown): void
  /** Whether anyone follows this provider's events. */
  isFollowed(): boolean
}

export interface NamespaceRouting {
  /** The namespace's current chain reference in the session (undefined when not connected). */
  chainOf(namespace: Namespace): string | undefined
  setChain(namespace: Namespace, reference: string): void
  /** Sends a request to the wallet (or the namespace's RPC) for a chain (`eip155:31337`). */
  send(args: ProviderRequest, caipChainId: string): Promise<unknown>
}

/**
 * A provider for one namespace: each request goes to the session's current chain of that namespace. A switch
 * of an eip155 chain the wallet accepts moves the namespace's chain and is announced as `chainChanged`.
 */
export function createNamespaceProvider(namespace: Namespace, routing: NamespaceRouting): NamespaceProvider {
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, value: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) (listener as (value: unknown) => void)(value)
  }
  return {
    namespace,
    async request(args) {
      const reference = routing.chainOf(namespace)
      if (!reference) throw new PorticoError('NOT_CONNECTED', { params: { namespace } })
      const result = await routing.send(args, `${namespace}:${reference}`)
      if (namespace === 'eip155' && args.method === 'wallet_switchEthereumChain') {
        const [target] = Array.isArray(args.params) ? args.params : []
        const next = parseChainReference(namespace, (target as { chainId?: unknown } | undefined)?.chainId)
        if (next && next !== reference) {
          routing.setChain(namespace, next)
          emit('chainChanged', next)
        }
      }
      return result
    },
    on(event, listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    emit,
    isFollowed: () => [...listeners.values()].some((set) => set.size > 0),
  }
}
