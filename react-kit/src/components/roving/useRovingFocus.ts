import { useCallback, useRef, useState, type KeyboardEvent } from 'react'

export interface RovingFocusOptions {
  /** Number of items. */
  count: number
  /** Items per row for a grid; 1 (default) for a vertical list. */
  columns?: number
}

export interface RovingItemProps {
  tabIndex: 0 | -1
  ref: (element: HTMLElement | null) => void
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void
  onFocus: () => void
}

/** The index an arrow key leads to, or undefined for keys the list does not handle. */
export function nextIndex(
  key: string,
  index: number,
  count: number,
  columns: number,
  rtl: boolean,
): number | undefined {
  const last = count - 1
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight'
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft'
  switch (key) {
    case 'ArrowDown':
      return Math.min(index + columns, last)
    case 'ArrowUp':
      return Math.max(index - columns, 0)
    case forward:
      return columns > 1 ? Math.min(index + 1, last) : undefined
    case backward:
      return columns > 1 ? Math.max(index - 1, 0) : undefined
    case 'Home':
      return 0
    case 'End':
      return last
    default:
      return undefined
  }
}

/**
 * Roving tabindex: the list is one tab stop (the last focused item), and arrow keys move focus
 * between items — Up/Down by rows, Left/Right by items in a grid (mirrored under `dir="rtl"`),
 * Home/End to the ends.
 */
export function useRovingFocus({ count, columns = 1 }: RovingFocusOptions) {
  const [active, setActive] = useState(0)
  const items = useRef<(HTMLElement | null)[]>([])
  const activeIndex = Math.min(active, Math.max(count - 1, 0))

  const getItemProps = useCallback(
    (index: number): RovingItemProps => ({
      tabIndex: index === activeIndex ? 0 : -1,
      ref: (element) => {
        items.current[index] = element
      },
      onFocus: () => setActive(index),
      onKeyDown: (event) => {
        const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl'
        const next = nextIndex(event.key, index, count, columns, rtl)
        if (next === undefined) return
        event.preventDefault()
        setActive(next)
        items.current[next]?.focus()
      },
    }),
    [activeIndex, count, columns],
  )

  return { activeIndex, getItemProps }
}
