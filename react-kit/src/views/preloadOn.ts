import type { View } from '@portico/sdk'
import { createContext, useContext } from 'react'

/**
 * Loads a view's code ahead. The modal gives its registry's `preloadView`; a view reaches it through this context, so
 * it names another view without importing the registry, which imports every view. Outside a modal it loads nothing.
 */
export const PreloadViewContext = createContext<(view: View) => Promise<unknown>>(() => Promise.resolve(undefined))

/**
 * The modal's `preloadView`: loads a view's code ahead, so its first showing renders at once.
 *
 * @example const preloadView = usePreloadView(); void preloadView('Networks')
 */
export function usePreloadView(): (view: View) => Promise<unknown> {
  return useContext(PreloadViewContext)
}

/**
 * Props for a control that opens a view: its code loads when the control is hovered or focused, so the view shows at
 * once on the click (a view shown before its code is in memory waits for React's 300 ms reveal throttle).
 *
 * @example
 * const preloadOn = usePreloadOn()
 * <button {...preloadOn('Networks')} onClick={() => push(portico, { view: 'Networks' })}>…</button>
 */
export function usePreloadOn(): (view: View) => { onPointerEnter: () => void; onFocus: () => void } {
  const preloadView = usePreloadView()
  return (view) => {
    const load = () => void preloadView(view).catch(() => undefined)
    return { onPointerEnter: load, onFocus: load }
  }
}
