import { ONRAMP_NAMESPACES, SEND_NAMESPACES } from '../constants'
import type { Portico } from '../portico/types'
import { isSwapNetwork } from '../api/instance/isSwapNetwork'
import { reportError } from '../telemetry/reportError'
import { toPorticoError } from '../telemetry/toPorticoError'

/** What the account view offers for the connected account on the active network. */
export interface AccountActions {
  send: boolean
  receive: boolean
  swap: boolean
  buy: boolean
  /** The embedded wallet's settings (e-mail, account type). */
  settings: boolean
}

const NONE: AccountActions = { send: false, receive: false, swap: false, buy: false, settings: false }

/** What `accountActions` returns. */
export type AccountActionsReturnType = AccountActions

/**
 * The account actions to offer, by the feature flags (spec §3) and the chain support (spec §9): send on eip155
 * and solana, receive anywhere, swap on a swap network (see `isSwapNetwork`), buy on eip155 and solana, and the
 * settings when the account is the embedded wallet's. Without an account, none. Swap is left out when the
 * service cannot say whether the network swaps (the failure is reported).
 *
 * @example
 * const { send, swap, buy } = accountActions(portico) // which of the Account view's buttons show
 */
export async function accountActions(p: Portico): Promise<AccountActions> {
  const namespace = p.$activeNamespace.get()
  const network = p.$network.get().caipNetwork
  if (!namespace || !network || !p.$account.get().address) return NONE
  const { features } = p.$options.get()
  let swap = false
  if (features.swaps && namespace === 'eip155') {
    swap = await isSwapNetwork(p, { caipNetworkId: network.caipNetworkId }).catch((error: unknown) => {
      reportError(p, toPorticoError(error))
      return false
    })
  }
  return {
    send: features.send && SEND_NAMESPACES.includes(namespace),
    receive: features.receive,
    swap,
    buy: features.onramp && ONRAMP_NAMESPACES.includes(namespace),
    settings: p.walletSessions.byNamespace.get(namespace)?.connector.type === 'AUTH',
  }
}

/** The error codes `accountActions` can throw. */
export type AccountActionsErrorType = 'INVALID_PARAMETER'
