/** The progress of one asynchronous action, as later stores show it (spec §4 mutation statuses). */
export const MUTATION_STATUSES = ['idle', 'pending', 'success', 'error'] as const
/** Where an action that changes something stands: idle, pending, success or error. */
export type MutationStatus = (typeof MUTATION_STATUSES)[number]

/**
 * Runs `task`, reporting `pending`, then `success` or `error`, through `setStatus`. The task's result is
 * returned and its error rethrown: the status only records what happened.
 */
export async function withStatus<T>(setStatus: (status: MutationStatus) => void, task: () => Promise<T>): Promise<T> {
  setStatus('pending')
  try {
    const result = await task()
    setStatus('success')
    return result
  } catch (error) {
    setStatus('error')
    throw error
  }
}
