import { defineAction } from '../telemetry/defineAction'
import type { ThemeMode } from './types'
import { checkParam } from '../validation/checkParam'
import { themeModeSchema } from '../validation/isThemeMode'

export const setThemeMode = /* @__PURE__ */ defineAction((p, themeMode: ThemeMode) => {
  checkParam('themeMode', themeModeSchema, themeMode)
  p.$theme.set({ ...p.$theme.get(), themeMode })
})
