import * as v from 'valibot'
import type { Notice } from '../errors/notice'
import { checkParam } from '../validation/checkParam'
import { noticeEntries } from '../validation/noticeEntries'
import type { AlertVariant } from './types'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** What `showAlert` shows: a code with its parameters (the kit translates it) and its English message. */
export interface ShowAlertParams extends Notice {
  variant: AlertVariant
}

/** What an alert needs: a message and a variant, and the code and values of an SDK message. */
export const alertParamsSchema = () =>
  v.looseObject(
    {
      ...noticeEntries(),
      variant: v.picklist(['info', 'success', 'warning', 'error'], 'must be info, success, warning or error'),
    },
    'must be an object',
  )

/** What `showAlert` returns. */
export type ShowAlertReturnType = undefined

/**
 * Shows a configuration alert (spec §8 alerts) at the top of the modal until it is hidden.
 *
 * @example
 * showAlert(portico, { variant: 'error', ...noticeOf(new PorticoError('NETWORK_NOT_FOUND_ALERT')) })
 */
export function showAlert(p: Portico, params: ShowAlertParams) {
  return runAction(p, (p) => {
    const { message, code, params: values, variant } = checkParam('params', alertParamsSchema(), params)
    p.$alert.set({ ...p.$alert.get(), open: true, message, code, params: values, variant })
  })
}

/** The error codes `showAlert` can throw. */
export type ShowAlertErrorType = 'ACTION_FAILED' | 'INVALID_PARAMETER'
