import type { ErrorCategory } from '../errors'
import type { Portico, WritablePortico } from '../instance/types'
import { runAction } from './runAction'

/**
 * An action made from a body, with the error boundary of `runAction` (the older form: an action is now a plain
 * exported function that calls `runAction` inside its body, which keeps its generics and shows tools a function).
 * Each call carries a `@__PURE__` comment before its `defineAction(` so esbuild drops the actions an app never calls.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineAction<Args extends unknown[], Result>(
  run: (p: WritablePortico, ...args: Args) => Result,
  category: ErrorCategory = 'INTERNAL_SDK_ERROR',
): (p: Portico, ...args: Args) => Result {
  return (p, ...args) => runAction(p, (writable) => run(writable, ...args), category)
}
