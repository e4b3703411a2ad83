import { defineAction } from '../telemetry/defineAction'
import type { RouterData } from './types'
import type { View } from './views'
import { checkParam } from '../validation/checkParam'
import { viewSchema } from './viewSchema'

/** Shows `view` in place of the current one (the last history entry); nothing happens when it is the same. */
export const replace = /* @__PURE__ */ defineAction((p, view: View, data?: RouterData) => {
  checkParam('view', viewSchema(), view)
  const state = p.$router.get()
  if (state.history.at(-1) === view) return
  p.$router.set({ ...state, view, data, history: [...state.history.slice(0, -1), view] })
})
