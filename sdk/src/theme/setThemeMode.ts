import { defineAction } from '../telemetry/defineAction'
import type { ThemeMode } from './types'

export const setThemeMode = /* @__PURE__ */ defineAction((p, themeMode: ThemeMode) => {
  p.$theme.set({ ...p.$theme.get(), themeMode })
})
