import { STORAGE_KEYS, type Portico } from '@portico/sdk'
import { emailRetryWait } from '@portico/sdk/embedded'
import { useCallback, useEffect, useState } from 'react'

const TICK_MS = 1_000

/** Seconds before another e-mail login or update may be triggered (the SDK's rule on its stored last trigger). */
export function emailWaitSeconds(portico: Portico): number {
  return emailRetryWait(portico.storage.read(STORAGE_KEYS.lastEmailLoginTime), portico.platform.now())
}

/**
 * The e-mail wait, kept current every second while it runs; `refresh` re-reads it after a new trigger.
 */
export function useEmailWait(portico: Portico): { seconds: number; refresh(): void } {
  const [seconds, setSeconds] = useState(() => emailWaitSeconds(portico))
  const refresh = useCallback(() => setSeconds(emailWaitSeconds(portico)), [portico])
  const waiting = seconds > 0
  useEffect(() => {
    if (!waiting) return
    const timer = setInterval(refresh, TICK_MS)
    return () => clearInterval(timer)
  }, [waiting, refresh])
  return { seconds, refresh }
}
