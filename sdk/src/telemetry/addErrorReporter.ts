import type { Portico } from '../instance/types'
import type { ErrorReporter } from './telemetry'

/** Adds an internal error reporter (the analytics feature sends errors on); returns its removal. */
export function addErrorReporter(p: Portico, reporter: ErrorReporter): () => void {
  p.telemetry.reporters.add(reporter)
  return () => void p.telemetry.reporters.delete(reporter)
}
