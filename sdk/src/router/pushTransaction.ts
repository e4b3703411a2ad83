import { defineAction } from '../telemetry/defineAction'
import type { TransactionEntry } from './types'

/** What `pushTransaction` returns. */
export type PushTransactionReturnType = undefined

/** Starts a transaction flow: its entry waits on the stack until `popTransaction`. */
export const pushTransaction = /* @__PURE__ */ defineAction((p, entry: TransactionEntry) => {
  const state = p.$router.get()
  p.$router.set({ ...state, transactionStack: [...state.transactionStack, entry] })
})

/** The error codes `pushTransaction` can throw. */
export type PushTransactionErrorType = 'ACTION_FAILED'
