import { errorText } from './errorText'
import { useCallback, useState } from 'react'

export type ActionState<T> =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'success'; result: T }
  | { status: 'error'; message: string }

/** Runs an async action for a section: its state, and the failure's text for the user (never a stack). */
export function useAction<A extends unknown[], T>(action: (...args: A) => Promise<T>) {
  const [state, setState] = useState<ActionState<T>>({ status: 'idle' })
  const run = useCallback(
    async (...args: A) => {
      setState({ status: 'pending' })
      try {
        setState({ status: 'success', result: await action(...args) })
      } catch (error) {
        // Shown in the section's alert; the SDK's actions have already reported it.
        setState({ status: 'error', message: errorText(error) })
      }
    },
    [action],
  )
  return { state, run, reset: () => setState({ status: 'idle' }) }
}
