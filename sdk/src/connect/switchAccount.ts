import { updateAccountState } from '../chains/updateAccountState'
import { PorticoError } from '../errors'
import { checkParam, filledTextParam, objectParam } from '../validation/checkParam'
import { type Connection, isCurrent } from './connections'
import { heldById } from './heldById'
import { persistConnections } from './persistConnections'
import { switchConnection } from './switchConnection'
import { emitConnectionEvent } from './watchConnectionEvents'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

const switchAccountParamsSchema = () => objectParam({ connectionId: filledTextParam(), address: filledTextParam() })

/** The parameters of `switchAccount`. */
export interface SwitchAccountParams {
  /** The connection whose account to change: an `id` from `$connections`. */
  connectionId: string
  /** One of the connection's `accounts`. */
  address: string
}

/** What `switchAccount` returns: the connection with its new account. */
export type SwitchAccountReturnType = Connection

/** The codes `switchAccount` throws: a bad or unknown id, or an address the wallet did not grant. */
export type SwitchAccountErrorType =
  | 'ACTION_FAILED'
  | 'CHAIN_ADAPTER_NOT_FOUND'
  | 'CHAIN_REQUIRED_FOR_ACCOUNT_DATA'
  | 'INVALID_PARAMETER'
  | 'NO_ACCOUNTS'
  | 'USER_REJECTED'

/**
 * Chooses the account a connection uses among those its wallet granted (several `eth_accounts`, WalletConnect
 * session accounts, Wallet Standard accounts, the embedded wallet's EOA and smart account), and makes that
 * connection the active one (picking an account of another wallet means using it; see `switchConnection`).
 * Everything follows at once (balances, send, wagmi's `accountsChanged`; a sign-in is asked when the account has no
 * session); the choice is kept across a reload.
 *
 * @example
 * const active = portico.$connections.get().find((c) => c.active)
 * if (active) await switchAccount(portico, { connectionId: active.id, address: active.accounts[1] })
 */
export function switchAccount(p: Portico, params: SwitchAccountParams): Promise<Connection> {
  return runAction(p, async (p) => {
    const { connectionId, address: wanted } = checkParam('params', switchAccountParamsSchema(), params)
    const held = heldById(p, connectionId)
    const adapter = p.$options.get().adapters.find((a) => a.namespace === held.namespace)
    const address = adapter?.formatAddress?.(wanted) ?? wanted
    const connection = p.$connections.get().find((c) => c.id === connectionId)
    if (!connection?.accounts.includes(address))
      throw new PorticoError('INVALID_PARAMETER', {
        params: { name: 'params.address', reason: `not an account of ${connectionId}` },
      })
    if (isCurrent(p.$chains.get(), held)) {
      updateAccountState(
        p,
        { address, caipAddress: `${held.namespace}:${connection.chainId}:${address}` },
        held.namespace,
      )
    } else
      p.walletSessions.$held.set(
        p.walletSessions.$held.get().map((h) => (h.id === connectionId ? { ...h, address } : h)),
      )
    persistConnections(p)
    // Another wallet's account: that wallet becomes the active one too (its switch asks for a sign-in if needed).
    if (!connection.active) return switchConnection(p, { connectionId })
    const { namespace, connector } = held
    emitConnectionEvent(p, {
      type: 'switch_success',
      kind: 'account',
      namespace,
      connectorId: connector.id,
      connectionId,
    })
    return p.$connections.get().find((c) => c.id === connectionId)!
  })
}
