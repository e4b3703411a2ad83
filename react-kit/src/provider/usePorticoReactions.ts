import { useEffect } from 'react'
import type { Portico } from '@portico/sdk'
import { start } from '@portico/sdk/start'

/**
 * Starts the SDK's reactions for an instance (`start`: sign-in watching, reconnect, account data, the catalogue,
 * analytics) on the client only, since effects never run during a server render, and stops them on unmount.
 */
export function usePorticoReactions(portico: Portico): void {
  useEffect(() => start(portico), [portico])
}
