import type { PorticoError } from '../errors'
import type { Portico } from '../instance/types'

/** Hands an error to `options.onError` and every internal reporter, once per error. */
export function reportError(p: Portico, error: PorticoError): void {
  if (p.telemetry.reported.has(error)) return
  p.telemetry.reported.add(error)
  p.$options.get().onError?.(error)
  for (const reporter of p.telemetry.reporters) reporter(error)
}
