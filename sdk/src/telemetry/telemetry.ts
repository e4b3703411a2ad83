import type { PorticoError } from '../errors'

/** Where the instance's telemetry sends the errors it reports. */
export type ErrorReporter = (error: PorticoError) => void

/** Where an instance's action errors go: the integrator's `onError` and the internal reporters. */
export interface Telemetry {
  readonly reporters: Set<ErrorReporter>
  /** Errors already reported, so an error passing through nested actions is reported once. */
  readonly reported: WeakSet<object>
}

export function createTelemetry(): Telemetry {
  return { reporters: new Set(), reported: new WeakSet() }
}
