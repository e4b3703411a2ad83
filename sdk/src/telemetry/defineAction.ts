import type { ErrorCategory } from '../errors'
import type { Portico, WritablePortico } from '../instance/types'
import { reportError } from './reportError'
import { toPorticoError } from './toPorticoError'

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function'
}

/**
 * The error boundary of every state action (and where the read-only instance an app holds becomes the writable
 * one the action's body changes): whatever `run` throws (or its promise rejects with) becomes a
 * PorticoError (category INTERNAL_SDK_ERROR unless given; API_ERROR for transactions), is reported to the
 * instance's telemetry, and is rethrown. A returned promise is recognised by its value, not its function's kind.
 *
 * Defining an action has no side effect, and bundlers are told so: without it every `const action = defineAction(…)`
 * is a call they must keep, and an app ships every action of each built chunk it touches (with all they import)
 * instead of the ones it calls. The annotation below serves rollup and vite; esbuild reads only the one at each
 * call site, so each action carries a `@__PURE__` comment before its `defineAction(` call.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineAction<Args extends unknown[], Result>(
  run: (p: WritablePortico, ...args: Args) => Result,
  category: ErrorCategory = 'INTERNAL_SDK_ERROR',
): (p: Portico, ...args: Args) => Result {
  const fail = (p: Portico, error: unknown) => {
    const wrapped = toPorticoError(error, category)
    reportError(p, wrapped)
    return wrapped
  }
  return (p, ...args) => {
    let result: Result
    try {
      result = run(p as WritablePortico, ...args)
    } catch (error) {
      throw fail(p, error)
    }
    if (!isPromiseLike(result)) return result
    return Promise.resolve(result).catch((error: unknown) => {
      throw fail(p, error)
    }) as Result
  }
}
