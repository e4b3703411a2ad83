import type { Namespace } from '../constants'
import { applyConnection } from '../connect/applyConnection'
import { setChainClients } from '../chains/setChainClients'
import { canReusePairing } from '../connect/canReusePairing'
import { isPairingExpired } from '../connect/pairing'
import { resetPairing } from '../connect/resetPairing'
import type { ConnectedAccounts, Connector } from '../connectors/types'
import type { WritablePortico } from '../portico/types'
import { canUseOneClickAuth } from '../siwx/canUseOneClickAuth'
import type { CaipNetwork } from '../networks/types'
import { reportError } from '../telemetry/reportError'
import { toPorticoError } from '../telemetry/toPorticoError'
import { authenticateSession } from './authenticateSession'
import { DEFAULT_RELAY_URL } from './constants'
import { boundVerify } from './boundVerify'
import {
  loadUniversalProvider,
  loadUniversalProviderCode,
  type Session,
  type UniversalProvider,
} from './loadUniversalProvider'
import { buildNamespaces } from './namespaces'
import { createNamespaceProvider, type NamespaceProvider } from './namespaceProvider'
import { pairUntilApproved, type PendingPairing } from './pairUntilApproved'
import { parseSessionEvent } from './parseSessionEvent'
import { sessionAccounts } from './sessionAccounts'
import type { WalletConnectParameters } from './types'
import { walletConnectError } from './messages'
import { requestError } from '../errors/requestMessages'

/** One instance's WalletConnect: its universal provider (loaded on first use), session and pairing. */
export interface WalletConnectClient {
  /** The EIP-1193-like provider of one namespace of the session (the universal provider is not loaded yet). */
  namespaceProvider(namespace: Namespace): NamespaceProvider
  /**
   * The session's accounts of `namespace`. Silent: only from a session that exists (restored from storage).
   * Otherwise pairs when there is no session: the pairing link goes to the pairing store, is replaced by a fresh
   * one when the wallet rejects or the link nears expiry, until the wallet approves or the pairing is abandoned
   * (pairing reset, modal closed, disconnect). The session's other namespaces are connected too.
   */
  connect(namespace: Namespace, silent: boolean): Promise<ConnectedAccounts>
  /** Ends the session at the wallet (and any pairing in progress). */
  disconnect(): Promise<void>
  /**
   * Gets a pairing link ready ahead of a connection, while the modal is open: loads and starts the universal
   * provider and proposes a session, so `$connection.pairing.uri` holds a live link before the user asks for it.
   * The next `connect` takes that pairing over. With the modal closed, only the code is fetched: no relay socket is
   * opened and nothing is sent.
   */
  prepare(): Promise<void>
  /** Abandons any pairing and closes the relay socket, as leaving the page does; the session stays stored. */
  stop(): void
}

export function createWalletConnectClient(
  p: WritablePortico,
  parameters: WalletConnectParameters,
  connectorFor: (namespace: Namespace) => Connector | undefined,
): WalletConnectClient {
  let loading: Promise<UniversalProvider> | undefined
  let pending: PendingPairing | undefined
  /** The pairing `prepare` made, until a `connect` takes it over (or it ends). */
  let ahead: PendingPairing | undefined
  const chains = new Map<Namespace, string>()
  const providers = new Map<Namespace, NamespaceProvider>()
  const stopRegistering = p.$chains.listen(registerNetworkClients)

  const configuredChains = (ns: Namespace): string[] => {
    const chain = p.$chains.get()[ns]
    const active = chain?.networkState.caipNetwork
    return [active, ...(chain?.caipNetworks ?? [])].filter((n) => n !== undefined).map((n) => String(n.id))
  }
  // The namespace's current chain in the session first, then the app's active and configured ones.
  const preferredChains = (ns: Namespace): string[] => {
    const current = chains.get(ns)
    return current ? [current, ...configuredChains(ns)] : configuredChains(ns)
  }
  const accountsOf = (session: Session | undefined) =>
    session ? sessionAccounts(session.namespaces, preferredChains) : {}

  function load(): Promise<UniversalProvider> {
    loading ??= start().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }

  async function start(): Promise<UniversalProvider> {
    const options = p.$options.get()
    const provider = await loadUniversalProvider({
      projectId: parameters.projectId ?? options.projectId,
      relayUrl: parameters.relayUrl ?? options.apiUrls.relay ?? DEFAULT_RELAY_URL,
      metadata: parameters.metadata ?? options.metadata,
      customStoragePrefix:
        parameters.customStoragePrefix ?? (options.storageScope && `portico-${options.storageScope}`),
      storageOptions: parameters.storageOptions,
    })
    boundVerify(provider, p.platform, options.apiUrls.verify)
    follow(provider)
    remember(provider.session)
    return provider
  }

  /** Keeps each namespace's current chain from the session. */
  function remember(session: Session | undefined) {
    for (const [ns, accounts] of Object.entries(accountsOf(session)) as [Namespace, ConnectedAccounts][])
      if (!chains.has(ns)) chains.set(ns, accounts.chainId)
  }

  /** Passes the wallet's session changes to the namespace providers the SDK follows. */
  function follow(provider: UniversalProvider) {
    provider.on('session_event', (event: unknown) => {
      const change = parseSessionEvent(event)
      if (!change) return
      if (change.type === 'chainChanged') {
        chains.set(change.namespace, change.reference)
        providers.get(change.namespace)?.emit('chainChanged', change.reference)
      } else providers.get(change.namespace)?.emit('accountsChanged', change.addresses)
    })
    provider.on('session_update', () => {
      for (const [ns, accounts] of Object.entries(accountsOf(provider.session)) as [Namespace, ConnectedAccounts][])
        providers.get(ns)?.emit('accountsChanged', accounts.addresses)
    })
    provider.on('session_delete', () => {
      chains.clear()
      // One namespace's `disconnect` ends them all: the SDK disconnects every namespace of a shared session.
      const followed = [...providers.values()].find((np) => np.isFollowed())
      if (followed) followed.emit('disconnect', undefined)
      else resetPairing(p)
    })
  }

  function namespaceProvider(namespace: Namespace): NamespaceProvider {
    let provider = providers.get(namespace)
    if (!provider) {
      provider = createNamespaceProvider(namespace, {
        chainOf: (ns) => chains.get(ns),
        setChain: (ns, reference) => void chains.set(ns, reference),
        send: async (args, caipChainId) => (await load()).request(args, caipChainId),
      })
      providers.set(namespace, provider)
    }
    return provider
  }

  /**
   * Switches a namespace to another chain the session approved (the wallet shared an account on it): no wallet
   * request, the session already covers it. The namespace's requests go to the new chain, and the account moves
   * to it (`chainChanged`, then the addresses on that chain). A chain outside the session is refused.
   */
  async function switchWithinSession(namespace: Namespace, network: CaipNetwork): Promise<void> {
    const reference = String(network.id)
    const session = (await load()).session
    const accounts = session ? sessionAccounts(session.namespaces, () => [reference])[namespace] : undefined
    if (accounts?.chainId !== reference)
      throw walletConnectError('WALLETCONNECT_CHAIN_NOT_APPROVED', { params: { network: network.name } })
    chains.set(namespace, reference)
    const provider = namespaceProvider(namespace)
    provider.emit('chainChanged', reference)
    provider.emit('accountsChanged', accounts.addresses)
  }

  /**
   * Gives every namespace connected through this session a network client when none was set (no adapter
   * switches its networks: bip122, polkadot, cosmos), so switching within the session's chains works.
   */
  function registerNetworkClients() {
    for (const [namespace, provider] of providers) {
      const held = p.walletSessions.byNamespace.get(namespace)?.provider === provider
      if (!held || p.$chains.get()[namespace]?.networkClient) continue
      setChainClients(p, namespace, {
        networkClient: { switchNetwork: (network) => switchWithinSession(namespace, network) },
      })
    }
  }

  /** Records the session's other namespaces the app has networks for (the asked one is the caller's). */
  function connectOthers(session: Session, asked: Namespace) {
    for (const [ns, accounts] of Object.entries(accountsOf(session)) as [Namespace, ConnectedAccounts][]) {
      const connector = connectorFor(ns)
      const known = configuredChains(ns).includes(accounts.chainId)
      if (ns === asked || !connector || !known || accounts.addresses.length === 0) continue
      applyConnection(p, ns, connector, namespaceProvider(ns), accounts)
    }
  }

  const networks = () => Object.values(p.$chains.get()).flatMap((chain) => chain?.caipNetworks ?? [])

  async function sessionFor(provider: UniversalProvider): Promise<Session> {
    if (provider.session) return provider.session
    const prepared = pending !== undefined && pending === ahead
    ahead = undefined
    // A link not shown yet is on its way; one near its expiry (timers held back in a background tab) is replaced.
    const { expiry } = p.$connection.get().pairing
    const live = expiry === undefined || !isPairingExpired(expiry, p.platform.now())
    if (pending && ((prepared && live) || canReusePairing(p))) return pending.session
    pending?.cancel(requestError('REQUEST_ABORTED'))
    const pairing = pair(provider)
    try {
      return await pairing.session
    } finally {
      if (pending === pairing) pending = undefined
    }
  }

  /** Proposes a session (a one-click sign-in when the app's sign-in allows it) and keeps its link live. */
  function pair(provider: UniversalProvider): PendingPairing {
    const { siwx, customRpcUrls } = p.$options.get()
    const oneClick = siwx && canUseOneClickAuth({ siwx, networks: networks() }) ? siwx : undefined
    const pairing = pairUntilApproved(p, provider, () =>
      oneClick
        ? authenticateSession(p, provider, oneClick, networks())
        : provider.connect({ optionalNamespaces: buildNamespaces(networks(), customRpcUrls) }),
    )
    pending = pairing
    return pairing
  }

  async function connect(namespace: Namespace, silent: boolean): Promise<ConnectedAccounts> {
    const provider = await load()
    const session = silent ? provider.session : await sessionFor(provider)
    remember(session)
    if (!silent && session) connectOthers(session, namespace)
    const accounts = accountsOf(session)[namespace]
    if (accounts) chains.set(namespace, accounts.chainId)
    return accounts ?? { addresses: [], chainId: configuredChains(namespace)[0] ?? '0' }
  }

  async function disconnect(): Promise<void> {
    pending?.cancel(requestError('REQUEST_ABORTED'))
    chains.clear()
    const provider = await loading
    if (provider?.session) await provider.disconnect()
  }

  function stop() {
    stopRegistering()
    pending?.cancel(requestError('REQUEST_ABORTED'))
    const closing = loading
    loading = undefined
    void closing
      ?.then(async (provider) => {
        provider.client.core.heartbeat.stop()
        if (provider.client.core.relayer.connected) await provider.client.core.relayer.transportClose()
      })
      .catch((error: unknown) => reportError(p, toPorticoError(error)))
  }

  async function prepare(): Promise<void> {
    await loadUniversalProviderCode()
    if (!p.$modal.get().open) return
    const provider = await load()
    if (provider.session || pending || !p.$modal.get().open) return
    const pairing = pair(provider)
    ahead = pairing
    // Nobody waits on a pairing made ahead until a `connect` takes it over; once it ends (abandoned with the modal,
    // or failed) the next `connect` or `prepare` makes a fresh one, and a `connect` meets its own failure.
    const settled = () => {
      if (ahead === pairing) ahead = undefined
      if (pending === pairing) pending = undefined
    }
    pairing.session.then(settled, settled)
  }

  return { namespaceProvider, connect, disconnect, prepare, stop }
}
