import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False on the server and during hydration, true once mounted in a browser: lets a component render
 * browser-only parts (portals) without a hydration mismatch and without touching `document` on a server.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
