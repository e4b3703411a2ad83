import * as v from 'valibot'
import { checkParam, objectParam } from '../validation/checkParam'
import type { ThemeVariables } from './types'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** The parameters of `setThemeVariables`. */
export interface SetThemeVariablesParams {
  /** CSS variable values by name (`--portico-accent`), merged into the current ones. */
  themeVariables: ThemeVariables
}
/** What `setThemeVariables` returns. */
export type SetThemeVariablesReturnType = undefined
/** The error codes `setThemeVariables` can throw. */
export type SetThemeVariablesErrorType = 'ACTION_FAILED' | 'INVALID_PARAMETER'

const variablesSchema = () =>
  v.record(v.string(), v.union([v.string(), v.number()]), 'must be an object of texts and numbers')

/**
 * Merges theme variables into the current ones.
 *
 * @example
 * setThemeVariables(portico, { themeVariables: { '--portico-accent': '#6d28d9' } })
 */
export function setThemeVariables(p: Portico, params: SetThemeVariablesParams): SetThemeVariablesReturnType {
  return runAction(p, (p): SetThemeVariablesReturnType => {
    const { themeVariables } = checkParam('params', objectParam({ themeVariables: variablesSchema() }), params)
    const state = p.$theme.get()
    p.$theme.set({ ...state, themeVariables: { ...state.themeVariables, ...themeVariables } })
  })
}
