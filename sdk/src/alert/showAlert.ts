import { defineAction } from '../telemetry/defineAction'
import type { AlertVariant } from './types'

export interface AlertParams {
  message: string
  variant: AlertVariant
}

/** Shows a configuration alert (spec §8 alerts) until it is hidden. */
export const showAlert = /* @__PURE__ */ defineAction((p, { message, variant }: AlertParams) => {
  p.$alert.set({ ...p.$alert.get(), open: true, message, variant })
})
