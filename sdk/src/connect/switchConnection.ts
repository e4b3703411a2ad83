import { checkParam, filledTextParam, objectParam } from '../validation/checkParam'
import type { Connection } from './connections'
import { heldById } from './heldById'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

const switchConnectionParamsSchema = () => objectParam({ connectionId: filledTextParam() })

/** The parameters of `switchConnection`. */
export interface SwitchConnectionParams {
  /** The connection to make active: an `id` from `$connections`. */
  connectionId: string
}

/** What `switchConnection` returns: the connection, now active. */
export type SwitchConnectionReturnType = Connection

/** The codes `switchConnection` throws: a bad or unknown id, or a wallet that no longer shares an account. */
export type SwitchConnectionErrorType =
  | 'ACTION_FAILED'
  | 'CHAIN_ADAPTER_NOT_FOUND'
  | 'CHAIN_REQUIRED_FOR_ACCOUNT_DATA'
  | 'INVALID_PARAMETER'
  | 'NO_ACCOUNTS'
  | 'USER_REJECTED'

/**
 * Makes a connection the active one, without asking the wallet: its namespace becomes the active one on the
 * connection's chain, and the account view, balances, send, swap, sign-in, `getEip155Provider` and the wagmi
 * connector (`accountsChanged`) follow it; a sign-in is asked when that account has no session (`switch_success`). The connection it replaces in its namespace stays connected. The send
 * form is cleared (it belonged to the other account). It resolves at once: the wallet code it uses was fetched when
 * the connection was made.
 *
 * @example
 * const [other] = portico.$connections.get().filter((c) => !c.active)
 * if (other) await switchConnection(portico, { connectionId: other.id })
 */
export function switchConnection(p: Portico, params: SwitchConnectionParams): Promise<Connection> {
  return runAction(p, async (p) => {
    const { connectionId } = checkParam('params', switchConnectionParamsSchema(), params)
    const held = heldById(p, connectionId)
    // Fetched with the first connection (see `applyConnection`), so the switch does not wait for it.
    const { activateConnection } = await import('./activateConnection')
    return activateConnection(p, held)
  })
}
