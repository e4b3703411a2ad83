export interface VisibleRangeInput {
  scrollTop: number
  viewportHeight: number
  rowHeight: number
  rowCount: number
  /** Extra rows rendered above and below the viewport, so fast scrolling shows no gaps. */
  overscan: number
}

/** The rows to render, `first` to `last` inclusive (last is -1 when there are no rows). */
export function visibleRange({ scrollTop, viewportHeight, rowHeight, rowCount, overscan }: VisibleRangeInput) {
  const firstVisible = Math.floor(Math.max(0, scrollTop) / rowHeight)
  const lastVisible = Math.ceil((Math.max(0, scrollTop) + viewportHeight) / rowHeight) - 1
  return {
    first: Math.min(Math.max(0, firstVisible - overscan), Math.max(0, rowCount - 1)),
    last: Math.min(rowCount - 1, lastVisible + overscan),
    lastVisible: Math.min(rowCount - 1, lastVisible),
  }
}

/** The scroll position that brings `row` fully into view, or the current one if it already is. */
export function scrollTopFor(row: number, scrollTop: number, viewportHeight: number, rowHeight: number): number {
  const top = row * rowHeight
  if (top < scrollTop) return top
  if (top + rowHeight > scrollTop + viewportHeight) return top + rowHeight - viewportHeight
  return scrollTop
}
