import { STORAGE_KEYS, type Portico } from '@portico/sdk'
import { emailRetryWait } from '@portico/sdk/embedded'
import { useReducer } from 'react'
import { useSecondsLeft } from '../../hooks/useSecondsLeft'

/** Seconds before another e-mail login or update may be triggered (the SDK's rule on its stored last trigger). */
export function emailWaitSeconds(portico: Portico): number {
  return emailRetryWait(portico.storage.read(STORAGE_KEYS.lastEmailLoginTime), portico.platform.now())
}

/**
 * The e-mail wait, kept current every second while it runs; `refresh` re-reads it after a new trigger.
 */
export function useEmailWait(portico: Portico): { seconds: number; refresh(): void } {
  const [, refresh] = useReducer((count: number) => count + 1, 0)
  const seconds = useSecondsLeft(() => emailWaitSeconds(portico))
  return { seconds, refresh }
}
