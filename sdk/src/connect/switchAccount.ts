import { checkParam, filledTextParam, objectParam } from '../validation/checkParam'
import type { Connection } from './connections'
import { heldById } from './heldById'
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
    const { connectionId, address } = checkParam('params', switchAccountParamsSchema(), params)
    const held = heldById(p, connectionId)
    // Fetched with the first connection (see `applyConnection`), so the switch does not wait for it.
    const { chooseAccount } = await import('./chooseAccount')
    return chooseAccount(p, held, address)
  })
}
