import type { ChainsState } from '../chains/types'
import type { Namespace } from '../constants'
import type { ConnectorType } from '../connectors/types'
import type { HeldConnection } from './sessions'

/** The wallet behind a connection, as a list of connections shows it. */
export interface ConnectionWallet {
  id: string
  name: string
  /** The wallet's icon (a URL the URL policy allows, or a data URL the wallet announced). */
  icon?: string | undefined
  type: ConnectorType
}

/**
 * One wallet connection, as `$connections` lists it: its wallet, namespace, the accounts it granted, the one in
 * use, its chain, and whether it is the active connection (the one the account view, balances, send, swap, sign-in
 * and `getEip155Provider` use).
 */
export interface Connection {
  /** `<namespace>:<connector id>`, the id `switchConnection`, `switchAccount` and `disconnect` take. */
  id: string
  connector: ConnectionWallet
  namespace: Namespace
  /** Every account the wallet granted, in the wallet's order. */
  accounts: string[]
  /** The account in use among `accounts`. */
  address: string
  /** The connection's chain reference (the CAIP-2 id without the namespace), `1` or a Solana genesis hash. */
  chainId: string
  active: boolean
}

/** Connector kinds whose one session serves several namespaces: ending it ends them all. */
export const SHARED_SESSION_TYPES = ['WALLET_CONNECT', 'AUTH']

/** The id of a namespace's connection through a connector. */
export function connectionIdOf(namespace: Namespace, connectorId: string): string {
  return `${namespace}:${connectorId}`
}

/** Whether a held connection is its namespace's current one (the one its account state shows). */
export function isCurrent(chains: ChainsState, held: HeldConnection): boolean {
  const account = chains[held.namespace]?.accountState
  return account?.address !== undefined && account.connectedWalletInfo?.id === held.connector.id
}

/** The held connections as `$connections` shows them; the current ones with their namespace's live account. */
export function connectionsView(
  held: readonly HeldConnection[],
  chains: ChainsState,
  activeNamespace: Namespace | undefined,
): Connection[] {
  return held.map((h) => {
    const current = isCurrent(chains, h)
    const account = chains[h.namespace]?.accountState
    const live = current && account
    const { connector } = h
    return {
      id: h.id,
      connector: { id: connector.id, name: connector.name, icon: connector.imageUrl, type: connector.type },
      namespace: h.namespace,
      accounts: (live ? account.allAccounts : h.accounts).map((a) => a.address),
      address: (live && account.address) || h.address,
      chainId: (live && account.caipAddress?.split(':')[1]) || h.chainId,
      active: current && h.namespace === activeNamespace,
    }
  })
}
