import { useEffect } from 'react'
import type { Portico } from '@portico/sdk'
import { reportError, toPorticoError } from '@portico/sdk/internal'

/**
 * Starts the SDK's reactions for an instance (`start`: sign-in watching, reconnect, account data, the catalogue,
 * analytics) on the client only, since effects never run during a server render, and stops them on unmount. Their
 * code (reconnect, wallet discovery) is fetched after the first render: nothing the first paint shows needs it.
 */
export function usePorticoReactions(portico: Portico): void {
  useEffect(() => {
    let stop: (() => void) | undefined
    let active = true
    import('@portico/sdk/start').then(
      ({ start }) => {
        if (active) stop = start(portico)
      },
      (error: unknown) => reportError(portico, toPorticoError(error)),
    )
    return () => {
      active = false
      stop?.()
    }
  }, [portico])
}
