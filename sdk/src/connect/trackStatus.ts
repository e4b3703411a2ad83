import type { ConnectorsState } from '../connectors/types'
import type { WritablePortico } from '../portico/types'
import { toPorticoError } from '../telemetry/toPorticoError'

/**
 * Runs `task`, showing its progress in `$connectors` (`pending`, then `success`, or `error` with the error).
 * The task's result is returned; its error is rethrown as the same PorticoError the store shows.
 */
export async function trackStatus<T>(
  p: WritablePortico,
  key: 'connectStatus' | 'disconnectStatus',
  task: () => Promise<T>,
): Promise<T> {
  const set = (changes: Partial<ConnectorsState>) => p.$connectors.set({ ...p.$connectors.get(), ...changes })
  set({ [key]: 'pending', error: undefined })
  try {
    const result = await task()
    set({ [key]: 'success' })
    return result
  } catch (cause) {
    const error = toPorticoError(cause)
    set({ [key]: 'error', error })
    throw error
  }
}
