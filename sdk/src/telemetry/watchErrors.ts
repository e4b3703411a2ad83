import type { PorticoError } from '../errors'
import type { Portico } from '../portico/types'
import type { ErrorReporter } from './telemetry'

/** The parameters of `watchErrors`. */
export interface WatchErrorsParams {
  /** Called with every error the instance reports (the same ones the `onError` option receives). */
  onError(error: PorticoError): void
}

/** What `watchErrors` returns. */
export type WatchErrorsReturnType = () => void

/**
 * Follows the errors the instance reports until the returned function is called (the analytics feature sends them
 * on this way).
 *
 * @example
 * const stop = watchErrors(portico, { onError: (error) => console.warn(error.code, error.message) })
 */
export function watchErrors(p: Portico, params: WatchErrorsParams): () => void {
  const reporter: ErrorReporter = (error) => params.onError(error)
  p.telemetry.reporters.add(reporter)
  return () => void p.telemetry.reporters.delete(reporter)
}
