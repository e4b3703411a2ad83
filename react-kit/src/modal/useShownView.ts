import type { View } from '@portico/sdk'
import { useEffect, useState } from 'react'
import { viewRegistry } from '../views/registry'

/**
 * The view the open modal renders for the route's `view`: `view` once its code is in memory; until then the view
 * it showed before, so a tap that outruns the code keeps the old view for that moment instead of flashing a
 * spinner (and waiting for React's 300 ms reveal throttle after it). With nothing shown before (the modal
 * opening), or once the code failed to load, `view` itself: the shell's Suspense and error boundary take over.
 *
 * @example const shown = useShownView(router.view, modal.open)
 */
export function useShownView(view: View, open: boolean): View {
  const [last, setLast] = useState<View>()
  const [settled, setSettled] = useState<View>()
  const ready = viewRegistry[view]?.isLoaded() ?? true
  // Remembered while the modal is open (adjusted during render, React's pattern for state that follows props).
  const remembered = open ? (ready ? view : last) : undefined
  if (remembered !== last) setLast(remembered)

  useEffect(() => {
    if (ready) return
    let live = true
    const reveal = () => live && setSettled(view)
    viewRegistry[view]?.preload().then(reveal, reveal)
    return () => {
      live = false
    }
  }, [view, ready])

  return ready || settled === view || last === undefined ? view : last
}
