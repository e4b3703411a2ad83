import * as v from 'valibot'
import { PorticoError } from '../errors'
import type { Portico } from '../portico/types'
import { checkParam } from '../validation/checkParam'

/** Hands an error to `options.onError` and every internal reporter, once per error. */
export function reportError(p: Portico, error: PorticoError): void {
  checkParam(
    'error',
    v.custom<PorticoError>((value) => value instanceof PorticoError, 'must be a PorticoError'),
    error,
  )
  if (p.telemetry.reported.has(error)) return
  p.telemetry.reported.add(error)
  p.$options.get().onError?.(error)
  for (const reporter of p.telemetry.reporters) reporter(error)
}
