import * as v from 'valibot'
import { SNACKBAR_AUTO_CLOSE_MS, SNACKBAR_SWITCH_MS } from '../constants'
import type { Notice } from '../errors/notice'
import type { WritablePortico } from '../portico/types'
import { checkParam } from '../validation/checkParam'
import { noticeEntries } from '../validation/noticeEntries'
import type { SnackbarVariant } from './types'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** What `showSnackbar` shows: a code with its parameters (the kit translates it) and its English message. */
export interface ShowSnackbarParams extends Notice {
  variant: SnackbarVariant
  /** Hide by itself after SNACKBAR_AUTO_CLOSE_MS (default true). */
  autoClose?: boolean
}

const snackbarParamsSchema = () =>
  v.object(
    {
      variant: v.picklist(['loading', 'success', 'error'], 'must be loading, success or error'),
      ...noticeEntries(),
      autoClose: v.optional(v.boolean('must be true or false')),
    },
    'must be an object',
  )

function display(p: WritablePortico, { variant, message, code, params, autoClose = true }: ShowSnackbarParams) {
  p.$snackbar.set({ open: true, variant, message, code, params, autoClose })
  if (autoClose)
    p.timers.schedule('snackbar', SNACKBAR_AUTO_CLOSE_MS, () => p.$snackbar.set({ ...p.$snackbar.get(), open: false }))
}

/** What `showSnackbar` returns. */
export type ShowSnackbarReturnType = undefined

/**
 * Shows a message at the bottom of the modal. When another one is open, that one is hidden first and the new one
 * shows SNACKBAR_SWITCH_MS later. The SDK's own messages carry their `code` and `params`, which a UI translates by.
 *
 * @example
 * showSnackbar(portico, { variant: 'success', message: 'Saved' })
 * showSnackbar(portico, { variant: 'error', ...noticeOf(error) })
 */
export function showSnackbar(p: Portico, params: ShowSnackbarParams) {
  return runAction(p, (p) => {
    const shown = checkParam('params', snackbarParamsSchema(), params)
    const current = p.$snackbar.get()
    if (!current.open) {
      p.timers.cancel('snackbar')
      display(p, shown)
      return
    }
    p.$snackbar.set({ ...current, open: false })
    p.timers.schedule('snackbar', SNACKBAR_SWITCH_MS, () => display(p, shown))
  })
}

/** The error codes `showSnackbar` can throw. */
export type ShowSnackbarErrorType = 'ACTION_FAILED' | 'INVALID_PARAMETER'
