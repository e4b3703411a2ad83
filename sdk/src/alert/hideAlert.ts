import { defineAction } from '../telemetry/defineAction'

export const hideAlert = /* @__PURE__ */ defineAction((p) => {
  p.$alert.set({ ...p.$alert.get(), open: false })
})
