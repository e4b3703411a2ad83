import { checkParam, objectParam } from '../validation/checkParam'
import * as v from 'valibot'
import { goBack } from './goBack'
import { push } from '../router/push'
import { replace } from '../router/replace'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** The parameters of `popTransaction`. */
export interface PopTransactionParams {
  outcome: 'success' | 'cancel'
}

/** What `popTransaction` returns. */
export type PopTransactionReturnType = undefined

/**
 * Ends the latest transaction flow. Success: go back (`goBack`), or show its `view` (replacing the current view
 * when `replace`), then `onSuccess`. Cancel: go back, then `onCancel`. Nothing happens with an empty stack.
 *
 * @example
 * popTransaction(portico, { outcome: 'success' }) // runs the flow's onSuccess and leaves it
 */
export function popTransaction(p: Portico, params: PopTransactionParams) {
  return runAction(p, (p) => {
    const { outcome } = checkParam(
      'params',
      objectParam({ outcome: v.picklist(['success', 'cancel'], 'must be success or cancel') }),
      params,
    )
    const state = p.$router.get()
    const entry = state.transactionStack.at(-1)
    if (!entry) return
    p.$router.set({ ...state, transactionStack: state.transactionStack.slice(0, -1) })

    if (outcome === 'cancel') {
      goBack(p)
      entry.onCancel?.()
      return
    }
    if (entry.goBack) goBack(p)
    else if (entry.view) (entry.replace ? replace : push)(p, { view: entry.view })
    entry.onSuccess?.()
  })
}

/** The error codes `popTransaction` can throw. */
export type PopTransactionErrorType =
  | 'ACTION_FAILED'
  | 'CHAIN_ADAPTER_NOT_FOUND'
  | 'CHAIN_REQUIRED_FOR_ACCOUNT_DATA'
  | 'INVALID_PARAMETER'
