import type { ErrorCategory } from '../errors'
import type { Portico, WritablePortico } from '../portico/types'
import { reportError } from './reportError'
import { toPorticoError } from './toPorticoError'

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function'
}

/**
 * Runs an action's body inside the error boundary every state action has (and hands it the writable instance behind
 * the read-only one an app holds): whatever `run` throws, or its promise rejects with, becomes a PorticoError
 * (category INTERNAL_SDK_ERROR unless given; API_ERROR for transactions), is reported to the instance's telemetry,
 * and is rethrown. A returned promise is recognised by its value, not its function's kind.
 *
 * Called inside each action's body, so an action stays a plain exported function: tools see a function, a bundler
 * drops the ones an app never calls, and its generics survive.
 *
 * @example
 * export function hideAlert(p: Portico): void {
 *   return runAction(p, (p) => p.$alert.set({ ...p.$alert.get(), open: false }))
 * }
 */
export function runAction<Result>(
  p: Portico,
  run: (p: WritablePortico) => Result,
  category: ErrorCategory = 'INTERNAL_SDK_ERROR',
): Result {
  const fail = (error: unknown) => {
    const wrapped = toPorticoError(error, category)
    reportError(p, wrapped)
    return wrapped
  }
  let result: Result
  try {
    result = run(p as WritablePortico)
  } catch (error) {
    throw fail(error)
  }
  if (!isPromiseLike(result)) return result
  return Promise.resolve(result).catch((error: unknown) => {
    throw fail(error)
  }) as Result
}
