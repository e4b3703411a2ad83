// The modal gets the next view ready when a view shows: All Wallets' code and the catalogue's first page once the
// modal opens on Connect (never before), so a tap shows All Wallets full, with no spinner on the way. Against a
// catalogue server over real HTTP.
import { act, cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { injected, open } from '@portico/sdk'
import { walletConnect } from '@portico/sdk/walletconnect'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ConnectButton } from '../buttons/ConnectButton'
import { renderKit } from '@portico-examples/test-support/kit/render'
import { testPortico } from '@portico-examples/test-support/portico/testPortico'
import { type CatalogueServer, startCatalogue, testWallets } from '@portico-examples/test-support/servers/catalogue'

const WAIT = { timeout: 5000 }

// A catalogue per test: a test's requests are its own, none arriving late from the one before.
let catalogue: CatalogueServer
beforeEach(async () => {
  catalogue = await startCatalogue(testWallets(100))
})
afterEach(async () => {
  cleanup()
  await catalogue.close()
})

/** An app whose catalogue wallets connect over WalletConnect: the Connect view offers All Wallets. */
const app = () => testPortico({ apiUrls: { catalogue: catalogue.url }, connectors: [walletConnect(), injected()] })
const pageRequests = () => catalogue.requests.filter((r) => r.path === '/getWallets' && r.query.entries === '40')

/** Every spinner shown in the page from now on (the shell's Suspense fallback is one, labelled "Loading"). */
function watchSpinners() {
  let seen = 0
  const observer = new MutationObserver(() => {
    if (document.querySelector('[role="img"][aria-label="Loading"]')) seen++
  })
  observer.observe(document.body, { subtree: true, childList: true, attributes: true })
  return { seen: () => seen, stop: () => observer.disconnect() }
}

describe('the next view, ready when a view shows', { timeout: 30_000 }, () => {
  // First in the file: All Wallets' code is not loaded yet here (a loaded module stays so for the file).
  it('shows All Wallets on a tap from Connect with no spinner on the way', async () => {
    const portico = app()
    await renderKit(null, portico)
    await act(async () => open(portico))
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' }, WAIT)
    const allWallets = await within(dialog).findByRole('button', { name: /^All wallets/ }, WAIT)

    const spinners = watchSpinners()
    await userEvent.click(allWallets)
    await screen.findByRole('dialog', { name: 'All Wallets' }, WAIT)
    await screen.findByRole('searchbox', {}, WAIT)
    spinners.stop()
    expect(spinners.seen()).toBe(0)
  })

  it('asks for the catalogue’s first page when the modal opens, not before; All Wallets then shows it', async () => {
    const portico = app()
    await renderKit(<ConnectButton />, portico)
    // The page at rest with its Connect button: the modal's code may load, no service is asked.
    await screen.findByRole('button', { name: 'Connect Wallet' }, WAIT)
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)))
    expect(pageRequests()).toEqual([])

    await act(async () => open(portico))
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' }, WAIT)
    await vi.waitFor(() => expect(pageRequests().map((r) => r.query.page)).toEqual(['1']), WAIT)
    expect(screen.queryByRole('searchbox')).toBeNull()

    await userEvent.click(within(dialog).getByRole('button', { name: /^All wallets/ }))
    const list = await screen.findByRole('list', { name: 'Wallets' }, WAIT)
    await vi.waitFor(() => expect(within(list).getAllByRole('button').length).toBeGreaterThanOrEqual(16), WAIT)
    // The view shows the page asked for on opening: not asked for again.
    expect(pageRequests().map((r) => r.query.page)).toEqual(['1'])
  })
})
