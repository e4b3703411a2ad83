/**
 * Starts an SDK action from an event handler without awaiting it. The SDK has already recorded the failure where
 * the view reads it (a status or error in a store) and handed it to its error reporting, so the rejected promise
 * only needs to be marked handled.
 */
export function settled(action: Promise<unknown>): void {
  action.catch(() => undefined)
}
