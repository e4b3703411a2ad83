import { orderWithDefaults } from './orderWithDefaults'
import * as v from 'valibot'
import { checkParam, listParam, objectParam } from '../validation/checkParam'

export const CONNECT_METHODS = ['email', 'social', 'wallet'] as const
/** A way to connect the Connect view offers: e-mail, social logins or wallets. */
export type ConnectMethod = (typeof CONNECT_METHODS)[number]

const WALLET_FIRST: readonly ConnectMethod[] = ['wallet', 'email', 'social']

/** What orders the connect methods: the app's features and order. */
export interface ConnectMethodsInput {
  /** An injected or announced (EIP-6963) wallet is shown on Connect. */
  walletShown: boolean
  /** The integrator's order; it wins, and the methods it leaves out follow in the default order. */
  order?: readonly string[]
}

/**
 * Spec §2: Connect shows email, social, wallet by default, and wallet, email, social when an injected or
 * announced wallet is shown. Unknown and repeated entries of a configured order are dropped.
 */
export function orderConnectMethods(input: ConnectMethodsInput): ConnectMethod[] {
  const { walletShown, order = [] } = checkParam(
    'input',
    objectParam({ walletShown: v.boolean(), order: v.optional(listParam(v.string())) }),
    input,
  )
  const fallback = walletShown ? WALLET_FIRST : CONNECT_METHODS
  return orderWithDefaults(order, fallback)
}
