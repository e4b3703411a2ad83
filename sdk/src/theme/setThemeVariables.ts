import { defineAction } from '../telemetry/defineAction'
import type { ThemeVariables } from './types'

/** Merges theme variables into the current ones. */
export const setThemeVariables = /* @__PURE__ */ defineAction((p, themeVariables: ThemeVariables) => {
  const state = p.$theme.get()
  p.$theme.set({ ...state, themeVariables: { ...state.themeVariables, ...themeVariables } })
})
