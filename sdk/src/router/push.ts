import { defineAction } from '../telemetry/defineAction'
import type { RouterData } from './types'
import type { View } from './views'
import { checkParam } from '../validation/checkParam'
import { viewSchema } from './viewSchema'

/** Shows `view` on top of the history; nothing happens when it is already shown. */
export const push = /* @__PURE__ */ defineAction((p, view: View, data?: RouterData) => {
  checkParam('view', viewSchema(), view)
  const state = p.$router.get()
  if (state.view === view) return
  p.$router.set({ ...state, view, data, history: [...state.history, view] })
})
