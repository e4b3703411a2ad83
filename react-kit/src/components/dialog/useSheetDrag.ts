import { useRef, type PointerEvent, type RefObject } from 'react'

/** How far the sheet must be pulled down for a release to dismiss it (px). */
export const SHEET_DISMISS_PX = 96

/**
 * Pull-down-to-dismiss for the dialog as a bottom sheet: a press on the header (not on its buttons) drags the panel
 * down with the finger; released past SHEET_DISMISS_PX, `onRelease(true)` asks to dismiss, else the panel springs
 * back. Only while the grab handle is shown (the bottom-sheet layout); a desktop dialog does not move.
 */
export function useSheetDrag(
  panel: RefObject<HTMLElement | null>,
  handle: RefObject<HTMLElement | null>,
  onRelease: (dismiss: boolean) => void,
) {
  const start = useRef<number | null>(null)
  const offset = useRef(0)
  const settle = (dismiss: boolean) => {
    if (start.current === null) return
    start.current = null
    if (panel.current) panel.current.style.transform = ''
    onRelease(dismiss)
  }
  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      const grab = handle.current
      if (event.button !== 0 || !grab || getComputedStyle(grab).display === 'none') return
      if (event.target instanceof Element && event.target.closest('button, a, input')) return
      start.current = event.clientY
      offset.current = 0
      event.currentTarget.setPointerCapture?.(event.pointerId)
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (start.current === null || !panel.current) return
      offset.current = Math.max(0, event.clientY - start.current)
      panel.current.style.transform = `translateY(${offset.current}px)`
    },
    onPointerUp() {
      settle(offset.current > SHEET_DISMISS_PX)
    },
    onPointerCancel() {
      settle(false)
    },
  }
}
