import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { axeViolations } from '@portico-examples/test-support/kit/axe'
import { VirtualGrid, type VirtualGridProps } from './VirtualGrid'

afterEach(cleanup)

const ROW_HEIGHT = 50
const HEIGHT = 400 // 8 rows in view

function renderGrid(props: Partial<VirtualGridProps> = {}) {
  const user = userEvent.setup()
  const view = render(
    <VirtualGrid
      itemCount={5000}
      rowHeight={ROW_HEIGHT}
      height={HEIGHT}
      columns={4}
      label="All wallets"
      renderItem={(index, itemProps) => <button {...itemProps}>{`Wallet ${index + 1}`}</button>}
      {...props}
    />,
  )
  const list = screen.getByRole('list', { name: 'All wallets' })
  const scrollTo = (top: number) => fireEvent.scroll(list.parentElement!, { target: { scrollTop: top } })
  return { ...view, user, list, scrollTo }
}

describe('VirtualGrid', () => {
  it('renders only the rows in view plus overscan for 5000 entries, as a list of the full size', () => {
    const { list } = renderGrid()
    const items = screen.getAllByRole('listitem')
    // 8 visible rows + 2 overscan rows below, 4 per row.
    expect(items).toHaveLength(40)
    expect(items[0]!.getAttribute('aria-setsize')).toBe('5000')
    expect(items[0]!.getAttribute('aria-posinset')).toBe('1')
    expect(list.style.blockSize).toBe(`${1250 * ROW_HEIGHT}px`)
  })

  it('renders the entries at the scroll position', () => {
    const { scrollTo } = renderGrid()
    scrollTo(1000 * ROW_HEIGHT) // row 1000 at the top
    const items = screen.getAllByRole('listitem')
    expect(items.length).toBeLessThanOrEqual(48) // 8 visible + 2 + 2 overscan rows
    expect(items[0]!.getAttribute('aria-posinset')).toBe(String(998 * 4 + 1))
    expect(screen.getByRole('button', { name: 'Wallet 4001' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Wallet 1' })).toBeNull()
  })

  it('asks for the next page once when the end comes into view', () => {
    const onEndReached = vi.fn()
    const { scrollTo, rerender } = renderGrid({ itemCount: 80, onEndReached })
    expect(onEndReached).not.toHaveBeenCalled()
    scrollTo(12 * ROW_HEIGHT) // the last (20th) row in view
    scrollTo(12 * ROW_HEIGHT + 10)
    expect(onEndReached).toHaveBeenCalledTimes(1)
    rerender(
      <VirtualGrid
        itemCount={120}
        rowHeight={ROW_HEIGHT}
        height={HEIGHT}
        columns={4}
        label="All wallets"
        renderItem={(index, itemProps) => <button {...itemProps}>{`Wallet ${index + 1}`}</button>}
        onEndReached={onEndReached}
      />,
    )
    expect(onEndReached).toHaveBeenCalledTimes(1) // the new page is not at the end yet
  })

  it('is one tab stop; arrow keys, Home and End move focus, scrolling to entries not yet rendered', async () => {
    const { user } = renderGrid()
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Wallet 1' }))
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Wallet 2' }))
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Wallet 6' }))
    expect(screen.getByRole('button', { name: 'Wallet 1' }).tabIndex).toBe(-1)
    await user.keyboard('{End}')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Wallet 5000' }))
    expect(screen.queryByRole('button', { name: 'Wallet 1' })).toBeNull()
    await user.keyboard('{Home}')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Wallet 1' }))
  })

  it('has no axe violations', async () => {
    const { container } = renderGrid({ itemCount: 30 })
    expect(await axeViolations(container)).toEqual([])
  })
})
