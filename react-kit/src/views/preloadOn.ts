import type { View } from '@portico/sdk'
import { preloadView } from './registry'

/**
 * Props for a control that opens `view`: its code loads when the control is hovered or focused, so the view shows
 * at once on the click (a view shown before its code is in memory waits for React's 300 ms reveal throttle).
 *
 * @example <button {...preloadOn('Networks')} onClick={() => push(portico, { view: 'Networks' })}>…</button>
 */
export function preloadOn(view: View): { onPointerEnter: () => void; onFocus: () => void } {
  const load = () => void preloadView(view).catch(() => undefined)
  return { onPointerEnter: load, onFocus: load }
}
