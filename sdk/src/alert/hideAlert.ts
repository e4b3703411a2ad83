import { defineAction } from '../telemetry/defineAction'

export const hideAlert = defineAction((p) => {
  p.$alert.set({ ...p.$alert.get(), open: false })
})
