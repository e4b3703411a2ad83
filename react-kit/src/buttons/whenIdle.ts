/** How long to wait where the browser has no idle callback (Safari): long enough for the page's own start. */
const IDLE_FALLBACK_MS = 2000

/**
 * Runs `task` once the browser is idle (`requestIdleCallback`, else after IDLE_FALLBACK_MS); returns the function
 * that cancels it. Call it from an effect: it reads the window, which a server does not have.
 *
 * @example useEffect(() => whenIdle(preloadModal), [])
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: IDLE_FALLBACK_MS * 2 })
    return () => window.cancelIdleCallback(handle)
  }
  const timer = setTimeout(task, IDLE_FALLBACK_MS)
  return () => clearTimeout(timer)
}
