import { defineAction } from '../telemetry/defineAction'
import type { RouterData } from './types'
import type { View } from './views'
import { checkParam } from '../validation/checkParam'
import { viewSchema } from './viewSchema'

/** Shows `view` as the only history entry. */
export const reset = /* @__PURE__ */ defineAction((p, view: View, data?: RouterData) => {
  checkParam('view', viewSchema(), view)
  p.$router.set({ ...p.$router.get(), view, data, history: [view] })
})
