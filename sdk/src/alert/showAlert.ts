import * as v from 'valibot'
import { defineAction } from '../telemetry/defineAction'
import { checkParam, filledTextParam } from '../validation/checkParam'
import type { AlertVariant } from './types'

export interface AlertParams {
  message: string
  variant: AlertVariant
}

/** What an alert needs: a message and a variant. */
export const alertParamsSchema = () =>
  v.object(
    { message: filledTextParam(), variant: v.picklist(['info', 'success', 'warning', 'error'], 'must be info, success, warning or error') },
    'must be an object',
  )

/** Shows a configuration alert (spec §8 alerts) until it is hidden. */
export const showAlert = /* @__PURE__ */ defineAction((p, params: AlertParams) => {
  const { message, variant } = checkParam('params', alertParamsSchema(), params)
  p.$alert.set({ ...p.$alert.get(), open: true, message, variant })
})
