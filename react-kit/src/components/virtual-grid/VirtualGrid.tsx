import {
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type Key,
  type ReactNode,
  type UIEvent,
} from 'react'
import { nextIndex } from '../roving/useRovingFocus'
import * as styles from './VirtualGrid.css'
import { scrollTopFor, visibleRange } from './visibleRange'

export interface VirtualItemProps {
  /** Give it to the item's button: the grid is one tab stop with arrow-key navigation. */
  tabIndex: 0 | -1
}

export interface VirtualGridProps {
  /** How many entries exist (loaded so far). */
  itemCount: number
  /** The fixed height of a row, in px. */
  rowHeight: number
  /** The height of the scrolling viewport, in px. */
  height: number
  /** Entries per row. Default 1. */
  columns?: number
  /** Rows rendered beyond each edge of the viewport. Default 2. */
  overscan?: number
  /** Accessible name of the list ("All wallets"). */
  label: string
  renderItem: (index: number, props: VirtualItemProps) => ReactNode
  getKey?: (index: number) => Key
  /** Called when the viewport comes within `endThresholdRows` of the last row: load the next page. */
  onEndReached?: () => void
  endThresholdRows?: number
}

const DEFAULT_OVERSCAN_ROWS = 2
const DEFAULT_END_THRESHOLD_ROWS = 2

/**
 * A virtualized list laid out in a grid of fixed-height rows: only the rows in view (plus overscan)
 * are in the DOM, so thousands of entries stay fast. Screen readers still hear a real list of the
 * full size: each entry carries `aria-setsize` and `aria-posinset`. Arrow keys, Home and End move
 * focus through all entries, scrolling as needed.
 */
export function VirtualGrid({
  itemCount,
  rowHeight,
  height,
  columns = 1,
  overscan = DEFAULT_OVERSCAN_ROWS,
  label,
  renderItem,
  getKey = (index) => index,
  onEndReached,
  endThresholdRows = DEFAULT_END_THRESHOLD_ROWS,
}: VirtualGridProps) {
  const viewportRef = useRef<HTMLDivElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const [scrollTop, setScrollTop] = useState(0)
  const [active, setActive] = useState(0)
  const pendingFocus = useRef<number | null>(null)
  const endRequestedAt = useRef<number | null>(null)

  const rowCount = Math.ceil(itemCount / columns)
  const range = visibleRange({ scrollTop, viewportHeight: height, rowHeight, rowCount, overscan })
  const firstIndex = range.first * columns
  const lastIndex = Math.min(itemCount - 1, (range.last + 1) * columns - 1)
  // Keep one tab stop even when the active entry has scrolled out of the DOM.
  const tabStop = active >= firstIndex && active <= lastIndex ? active : firstIndex

  // Paging: ask once per list length when the last rows come into view.
  useEffect(() => {
    if (!onEndReached || rowCount === 0) return
    if (range.lastVisible < rowCount - 1 - endThresholdRows) return
    if (endRequestedAt.current === itemCount) return
    endRequestedAt.current = itemCount
    onEndReached()
  }, [range.lastVisible, rowCount, itemCount, endThresholdRows, onEndReached])

  // After a keyboard move re-renders the target row, focus the entry's control.
  useEffect(() => {
    if (pendingFocus.current === null) return
    const entry = listRef.current?.querySelector(`[data-index="${pendingFocus.current}"]`)
    const control = entry?.querySelector<HTMLElement>('button, a[href], input, [tabindex]')
    pendingFocus.current = null
    control?.focus()
  })

  const indexOf = (target: EventTarget) =>
    target instanceof Element ? Number(target.closest('[data-index]')?.getAttribute('data-index')) : Number.NaN

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const index = indexOf(event.target)
    if (Number.isNaN(index)) return
    const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl'
    const next = nextIndex(event.key, index, itemCount, columns, rtl)
    if (next === undefined) return
    event.preventDefault()
    const top = scrollTopFor(Math.floor(next / columns), scrollTop, height, rowHeight)
    if (viewportRef.current) viewportRef.current.scrollTop = top
    setScrollTop(top)
    setActive(next)
    pendingFocus.current = next
  }

  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    const index = indexOf(event.target)
    if (!Number.isNaN(index)) setActive(index)
  }

  const entries: ReactNode[] = []
  for (let index = firstIndex; index <= lastIndex; index++) {
    const row = Math.floor(index / columns)
    const column = index % columns
    entries.push(
      <li
        key={getKey(index)}
        data-index={index}
        aria-setsize={itemCount}
        aria-posinset={index + 1}
        className={styles.item}
        style={{
          insetBlockStart: row * rowHeight,
          insetInlineStart: `${(column * 100) / columns}%`,
          inlineSize: `${100 / columns}%`,
          blockSize: rowHeight,
        }}
      >
        {renderItem(index, { tabIndex: index === tabStop ? 0 : -1 })}
      </li>,
    )
  }

  return (
    <div
      ref={viewportRef}
      className={styles.viewport}
      style={{ blockSize: height }}
      onScroll={(event: UIEvent<HTMLDivElement>) => setScrollTop(event.currentTarget.scrollTop)}
    >
      <ul
        ref={listRef}
        // biome-ignore lint/a11y/noRedundantRoles: Safari drops the list role of a list styled without markers
        role="list"
        aria-label={label}
        className={styles.list}
        style={{ blockSize: rowCount * rowHeight }}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
      >
        {entries}
      </ul>
    </div>
  )
}
