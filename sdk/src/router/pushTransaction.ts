import { checkParam, objectParam } from '../validation/checkParam'
import type { TransactionEntry } from './types'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** The parameters of `pushTransaction`: where the flow goes on success, and what it calls on success or cancel. */
export type PushTransactionParams = TransactionEntry

/** What `pushTransaction` returns. */
export type PushTransactionReturnType = undefined

/**
 * Starts a transaction flow: its entry waits on the stack until `popTransaction` ends the flow.
 *
 * @example
 * pushTransaction(portico, { view: 'Account', goBack: false, onSuccess: () => console.log('sent') })
 */
export function pushTransaction(p: Portico, entry: PushTransactionParams): PushTransactionReturnType {
  return runAction(p, (p): PushTransactionReturnType => {
    checkParam('params', objectParam(), entry)
    const state = p.$router.get()
    p.$router.set({ ...state, transactionStack: [...state.transactionStack, entry] })
  })
}

/** The error codes `pushTransaction` can throw. */
export type PushTransactionErrorType = 'ACTION_FAILED' | 'INVALID_PARAMETER'
