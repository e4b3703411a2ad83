import type { Portico } from '@portico/sdk'
import { emailLoginWait } from '@portico/sdk/embedded'
import { useReducer } from 'react'
import { useSecondsLeft } from '../../hooks/useSecondsLeft'

/**
 * The seconds before another e-mail login or update may be triggered (the SDK's `emailLoginWait`), kept current
 * every second while it runs; `refresh` re-reads it after a new trigger.
 */
export function useEmailWait(portico: Portico): { seconds: number; refresh(): void } {
  const [, refresh] = useReducer((count: number) => count + 1, 0)
  const seconds = useSecondsLeft(() => emailLoginWait(portico))
  return { seconds, refresh }
}
