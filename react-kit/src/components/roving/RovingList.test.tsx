import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { axeViolations } from '@portico-examples/test-support/kit/axe'
import { RovingList, type RovingListItem } from './RovingList'
import { itemName } from './itemName'

const wallets: RovingListItem[] = [
  { id: 'metamask', name: 'MetaMask', states: ['installed', 'recent'] },
  { id: 'rainbow', name: 'Rainbow' },
  { id: 'trust', name: 'Trust', states: ['installed'] },
  { id: 'ledger', name: 'Ledger' },
  { id: 'safe', name: 'Safe' },
]

function renderList(columns = 1, dir?: 'rtl', onActivate = vi.fn()) {
  const user = userEvent.setup()
  render(
    <div dir={dir}>
      <button type="button">Before</button>
      <RovingList items={wallets} label="Wallets" locale="en" columns={columns} onActivate={onActivate} />
      <button type="button">After</button>
    </div>,
  )
  const button = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) })
  return { user, button, onActivate }
}

afterEach(cleanup)

describe('RovingList', () => {
  it('is a labelled list of buttons whose names include their state', () => {
    renderList()
    const list = screen.getByRole('list', { name: 'Wallets' })
    expect(list.querySelectorAll('li')).toHaveLength(5)
    expect(screen.getByRole('button', { name: 'MetaMask, installed, recent' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Rainbow' })).toBeTruthy()
  })

  it('is a single tab stop that remembers the last focused item', async () => {
    const { user, button } = renderList()
    await user.tab()
    await user.tab()
    expect(document.activeElement).toBe(button('MetaMask'))
    await user.tab()
    expect(document.activeElement).toBe(button('After'))

    await user.tab({ shift: true })
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(document.activeElement).toBe(button('Trust'))
    await user.tab()
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(button('Trust'))
  })

  it('tells when an item is hovered or focused (to load what it opens), and still moves its tab stop', async () => {
    const user = userEvent.setup()
    const onPrepare = vi.fn()
    render(<RovingList items={wallets} label="Wallets" locale="en" onActivate={vi.fn()} onPrepare={onPrepare} />)
    await user.hover(screen.getByRole('button', { name: 'Rainbow' }))
    expect(onPrepare).toHaveBeenLastCalledWith(wallets[1])
    await user.tab()
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(onPrepare).toHaveBeenLastCalledWith(wallets[2])
    expect(screen.getByRole('button', { name: /^Trust/ }).tabIndex).toBe(0)
  })

  it('moves with Up/Down, Home and End in a list', async () => {
    const { user, button } = renderList()
    await user.click(button('MetaMask'))
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(button('Rainbow'))
    await user.keyboard('{End}')
    expect(document.activeElement).toBe(button('Safe'))
    await user.keyboard('{ArrowUp}')
    expect(document.activeElement).toBe(button('Ledger'))
    await user.keyboard('{Home}')
    expect(document.activeElement).toBe(button('MetaMask'))
  })

  it('moves by rows and columns in a grid, mirrored in right-to-left', async () => {
    const { user, button } = renderList(2)
    await user.click(button('MetaMask'))
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(button('Rainbow'))
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(button('Ledger'))
    await user.keyboard('{ArrowLeft}')
    expect(document.activeElement).toBe(button('Trust'))
    cleanup()

    const rtl = renderList(2, 'rtl')
    await rtl.user.click(rtl.button('MetaMask'))
    await rtl.user.keyboard('{ArrowLeft}')
    expect(document.activeElement).toBe(rtl.button('Rainbow'))
  })

  it('activates an item with Enter, but not a disabled one', async () => {
    const onActivate = vi.fn()
    const user = userEvent.setup()
    render(
      <RovingList
        items={[
          { id: 'a', name: 'Ethereum', current: true },
          { id: 'b', name: 'Fantom', disabled: true },
        ]}
        label="Networks"
        locale="en"
        onActivate={onActivate}
      />,
    )
    await user.tab()
    await user.keyboard('{Enter}{ArrowDown}{Enter}')
    expect(onActivate).toHaveBeenCalledTimes(1)
    expect(onActivate.mock.calls[0]![0]).toMatchObject({ id: 'a' })
    expect(screen.getByRole('button', { name: 'Ethereum' }).getAttribute('aria-current')).toBe('true')
  })

  it('has no axe violations', async () => {
    renderList(2)
    expect(await axeViolations(document.body)).toEqual([])
  })
})

describe('itemName', () => {
  it('joins name and states the way the locale lists things', () => {
    expect(itemName('en', 'MetaMask', ['installed', 'recent'])).toBe('MetaMask, installed, recent')
    expect(itemName('en', 'Rainbow')).toBe('Rainbow')
  })
})
