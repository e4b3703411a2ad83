import { SNACKBAR_AUTO_CLOSE_MS, SNACKBAR_SWITCH_MS } from '../constants'
import type { Portico } from '../instance/types'
import { defineAction } from '../telemetry/defineAction'
import type { SnackbarVariant } from './types'
import { checkParam } from '../validation/checkParam'
import * as v from 'valibot'
import { filledTextParam } from '../validation/checkParam'

export interface SnackbarParams {
  variant: SnackbarVariant
  message: string
  /** Hide by itself after SNACKBAR_AUTO_CLOSE_MS (default true). */
  autoClose?: boolean
}

const snackbarParamsSchema = () =>
  v.object(
    {
      variant: v.picklist(['loading', 'success', 'error'], 'must be loading, success or error'),
      message: filledTextParam(),
      autoClose: v.optional(v.boolean('must be true or false')),
    },
    'must be an object',
  )

function display(p: Portico, { variant, message, autoClose = true }: SnackbarParams) {
  p.$snackbar.set({ open: true, variant, message, autoClose })
  if (autoClose)
    p.timers.schedule('snackbar', SNACKBAR_AUTO_CLOSE_MS, () => p.$snackbar.set({ ...p.$snackbar.get(), open: false }))
}

/**
 * Shows a message. When another one is open, that one is hidden first and the new one shows SNACKBAR_SWITCH_MS
 * later.
 */
export const showSnackbar = /* @__PURE__ */ defineAction((p, params: SnackbarParams) => {
  checkParam('params', snackbarParamsSchema(), params)
  const current = p.$snackbar.get()
  if (!current.open) {
    p.timers.cancel('snackbar')
    display(p, params)
    return
  }
  p.$snackbar.set({ ...current, open: false })
  p.timers.schedule('snackbar', SNACKBAR_SWITCH_MS, () => display(p, params))
})
