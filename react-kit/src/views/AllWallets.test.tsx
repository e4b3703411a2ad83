import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { addRecentWallet, injected, open } from '@portico/sdk'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { axeViolations } from '@portico-examples/test-support/kit/axe'
import { renderKit } from '@portico-examples/test-support/kit/render'
import { type TestPortico, testPortico } from '@portico-examples/test-support/portico/testPortico'
import { type CatalogueServer, startCatalogue, testWallets } from '@portico-examples/test-support/servers/catalogue'
import { announceWallet } from '@portico-examples/test-support/wallets/announcedWallet'
import { GRID_HEIGHT, GRID_ROW_HEIGHT, SEARCH_DEBOUNCE_MS } from './AllWallets'

let catalogue: CatalogueServer
beforeAll(async () => {
  catalogue = await startCatalogue(
    testWallets(100, [
      { id: 'aurora', name: 'Aurora Wallet', rdns: 'io.aurora.wallet' },
      { id: 'borealis', name: 'Borealis', rdns: 'io.borealis' },
    ]),
  )
})
afterAll(() => catalogue.close())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  catalogue.requests.length = 0
})

async function showAllWallets(setup: (portico: TestPortico) => void = () => {}) {
  const portico = testPortico({ apiUrls: { catalogue: catalogue.url }, connectors: [injected()] })
  setup(portico)
  await renderKit(null, portico)
  await act(async () => open(portico, { view: 'AllWallets' }))
  const list = await screen.findByRole('list', { name: 'Wallets' }, { timeout: 5000 })
  await vi.waitFor(() => expect(portico.$wallets.get().page).toBe(1), { timeout: 5000 })
  await vi.waitFor(() => expect(within(list).getAllByRole('button').length).toBeGreaterThan(8), { timeout: 5000 })
  return { portico, list }
}

const pageRequests = () => catalogue.requests.filter((r) => r.path === '/getWallets' && r.query.entries === '40')

describe('AllWallets view', { timeout: 20_000 }, () => {
  it('says when the catalogue fails, never an empty grid, and loads on "Try again"', async () => {
    catalogue.failPages(1)
    const portico = testPortico({ apiUrls: { catalogue: catalogue.url }, connectors: [injected()] })
    await renderKit(null, portico)
    await act(async () => open(portico, { view: 'AllWallets' }))
    const dialog = await screen.findByRole('dialog', { name: 'All Wallets' }, { timeout: 5000 })
    expect((await within(dialog).findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(
      'The wallet list could not be loaded',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }))
    const list = within(dialog).getByRole('list', { name: 'Wallets' })
    await vi.waitFor(() => expect(within(list).getAllByRole('button').length).toBeGreaterThan(8), { timeout: 5000 })
    expect(within(dialog).queryByRole('alert')).toBeNull()
  })

  it('loads the first page into a virtual grid that tells its full size; installed and recent in the names', async () => {
    const { portico, list } = await showAllWallets((p) => {
      announceWallet(p.platform, { name: 'Aurora Wallet', rdns: 'io.aurora.wallet' })
      addRecentWallet(p, { id: 'borealis', name: 'Borealis' })
    })
    await vi.waitFor(
      () => expect(within(list).getByRole('button', { name: 'Aurora Wallet, installed' })).toBeTruthy(),
      { timeout: 5000 },
    )
    expect(within(list).getByRole('button', { name: 'Borealis, recent' })).toBeTruthy()
    const { wallets, recommended } = portico.$wallets.get()
    const loaded = new Set([...recommended, ...wallets].map((wallet) => wallet.id)).size
    const entries = within(list).getAllByRole('listitem')
    expect(entries.length).toBeLessThan(loaded)
    expect(entries[0]?.getAttribute('aria-setsize')).toBe(String(loaded))
  })

  it('loads the next page when its end scrolls into view, and a tile’s image only once it is shown', async () => {
    const { portico, list } = await showAllWallets()
    expect(pageRequests().map((r) => r.query.page)).toEqual(['1'])
    const last = portico.$wallets.get().wallets.at(-1)!
    expect(portico.$wallets.get().images[last.id]).toBeUndefined()

    const viewport = list.parentElement!
    const rows = Math.ceil(
      (within(list).getAllByRole('listitem')[0]!.getAttribute('aria-setsize') as unknown as number) / 4,
    )
    viewport.scrollTop = rows * GRID_ROW_HEIGHT - GRID_HEIGHT
    fireEvent.scroll(viewport)
    await vi.waitFor(() => expect(pageRequests().map((r) => r.query.page)).toEqual(['1', '2']), { timeout: 5000 })
    await vi.waitFor(
      () => expect(portico.$wallets.get().images[last.id]).toContain(`/getWalletImage/${last.image_id}`),
      { timeout: 5000 },
    )
    await vi.waitFor(() => expect(portico.$wallets.get().page).toBe(2), { timeout: 5000 })
  })

  it('searches only after typing stops, then shows the results; no match says so', async () => {
    const { list } = await showAllWallets()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const field = screen.getByRole('searchbox', { name: 'Search wallets' })
    fireEvent.change(field, { target: { value: 'Bor' } })
    fireEvent.change(field, { target: { value: 'Borea' } })
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1))
    const searches = () => catalogue.requests.filter((r) => r.query.search !== undefined)
    expect(searches()).toEqual([])
    act(() => vi.advanceTimersByTime(1))
    await vi.waitFor(() => expect(searches().map((r) => r.query.search)).toEqual(['Borea']), { timeout: 5000 })
    await vi.waitFor(
      () =>
        expect(
          within(list)
            .getAllByRole('button')
            .map((b) => b.getAttribute('aria-label')),
        ).toEqual(['Borealis']),
      { timeout: 5000 },
    )

    fireEvent.change(field, { target: { value: 'nothing like it' } })
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS))
    expect(await vi.waitFor(() => screen.getByText('No wallet found for “nothing like it”'))).toBeTruthy()
  })

  it('choosing a wallet goes to its pairing', async () => {
    const { portico, list } = await showAllWallets()
    await userEvent.click(within(list).getByRole('button', { name: 'Aurora Wallet' }))
    expect(portico.$router.get()).toMatchObject({ view: 'ConnectingWalletConnect', data: { wallet: { id: 'aurora' } } })
  })

  it('arrow keys move through the grid by item and by row', async () => {
    const { list } = await showAllWallets()
    const buttons = within(list).getAllByRole('button')
    buttons[0]!.focus()
    await userEvent.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(buttons[1])
    await userEvent.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(buttons[5])
  })

  it('has no axe violations', async () => {
    await showAllWallets()
    expect(await axeViolations()).toEqual([])
  })
})
