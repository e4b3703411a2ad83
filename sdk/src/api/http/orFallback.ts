import { isPorticoError } from '../../errors'

/**
 * The answer, or the spec's fallback value when the service fails (spec §7: origins → empty list, analytics
 * config → off, supported chains → empty lists, on-ramp → sample options and an echoing quote). A caller's abort is not a
 * service failure: it is rethrown.
 */
export async function orFallback<T>(request: Promise<T>, fallback: () => T): Promise<T> {
  try {
    return await request
  } catch (error) {
    if (isPorticoError(error, 'REQUEST_ABORTED')) throw error
    return fallback()
  }
}
