// Connecting through a wallet's own connector, against a real private-key wallet (EIP-1193) as the provider: the
// account that shows up is the one the wallet really shared. The wallet holds its answer until the test lets it
// go, as a person would take a moment to approve, so the waiting screen can be checked.
import { act, cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { external, open, push } from '@portico/sdk'
import { eip155 } from '@portico/sdk/eip155'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderKit } from '@portico-examples/test-support/kit/render'
import { testPortico } from '@portico-examples/test-support/portico/testPortico'
import { axeViolations } from '@portico-examples/test-support/kit/axe'
import { heldWallet } from '@portico-examples/test-support/wallets/heldWallet'

afterEach(() => cleanup())

const LOGO = 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>'

async function showConnecting(options: { history?: boolean } = {}) {
  const { wallet, provider, approve, decline } = heldWallet({ hold: ['eth_requestAccounts'] })
  const portico = testPortico({
    adapters: [eip155()],
    connectors: [external({ id: 'aurora', name: 'Aurora Wallet', imageUrl: LOGO, provider })],
  })
  await renderKit(null, portico)
  await act(async () => {
    if (options.history) {
      open(portico, { view: 'Connect' })
      push(portico, { view: 'ConnectingExternal', data: { connector: { id: 'aurora', name: 'Aurora Wallet' } } })
    } else open(portico, { view: 'ConnectingExternal', data: { connector: { id: 'aurora', name: 'Aurora Wallet' } } })
  })
  const dialog = await screen.findByRole('dialog', { name: 'Aurora Wallet' }, { timeout: 5000 })
  await within(dialog).findByText('Continue in Aurora Wallet', {}, { timeout: 5000 })
  return { portico, dialog, wallet, approve, decline }
}

describe('ConnectingExternal view', { timeout: 20_000 }, () => {
  it('shows the wallet and "Continue in …" while the wallet asks, then connects and closes', async () => {
    const { portico, dialog, wallet, approve } = await showConnecting()
    expect(within(dialog).getByRole('img', { name: 'Aurora Wallet logo' }).getAttribute('src')).toBe(LOGO)
    expect(within(dialog).getByText('Accept the connection request in your wallet')).toBeTruthy()
    expect(portico.$connectors.get().connectStatus).toBe('pending')
    expect(await screen.findByText('Connecting to Aurora Wallet…')).toBeTruthy()

    await approve()
    await vi.waitFor(() => expect(portico.$account.get().address).toBe(wallet.account.address))
    expect(portico.$modal.get().open).toBe(false)
  })

  it('a declined request says so; Try again asks the wallet again and connects', async () => {
    const { portico, dialog, wallet, approve, decline } = await showConnecting()
    await decline()
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Connection declined')
    expect(within(dialog).getByText('The connection request was declined in the wallet.')).toBeTruthy()
    expect(portico.$connectors.get().connectStatus).toBe('error')
    expect(portico.$account.get().address).toBeUndefined()

    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }))
    expect(await within(dialog).findByText('Continue in Aurora Wallet')).toBeTruthy()
    expect(within(dialog).queryByRole('alert')).toBeNull()
    await approve()
    await vi.waitFor(() => expect(portico.$account.get().address).toBe(wallet.account.address))
    expect(portico.$modal.get().open).toBe(false)
  })

  it('Cancel goes back to the view before', async () => {
    const { portico, dialog } = await showConnecting({ history: true })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(portico.$router.get().view).toBe('Connect')
  })

  it('a connector the page no longer has is said to be unavailable, with the way back', async () => {
    const portico = testPortico({ adapters: [eip155()] })
    await renderKit(null, portico)
    await act(async () =>
      open(portico, { view: 'ConnectingExternal', data: { connector: { id: 'gone', name: 'Gone Wallet' } } }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Gone Wallet' }, { timeout: 5000 })
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This wallet is not available in this browser')
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBeTruthy()
    expect(portico.$connectors.get().connectStatus).toBe('idle')
  })

  it('after a decline, Try again and Cancel are reached with Tab and work with Enter', async () => {
    const { portico, dialog, wallet, approve, decline } = await showConnecting()
    await decline()
    await within(dialog).findByRole('alert')
    const reached: string[] = []
    for (let i = 0; i < 8; i++) {
      await userEvent.tab()
      reached.push(document.activeElement?.textContent ?? '')
    }
    expect(reached).toEqual(expect.arrayContaining(['Try again', 'Cancel']))
    for (let i = 0; i < 10 && document.activeElement?.textContent !== 'Try again'; i++) await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    await approve()
    await vi.waitFor(() => expect(portico.$account.get().address).toBe(wallet.account.address))
  })

  it('has no axe violations, waiting and declined', async () => {
    const { dialog, decline } = await showConnecting()
    expect(await axeViolations()).toEqual([])
    await decline()
    await within(dialog).findByRole('alert')
    expect(await axeViolations()).toEqual([])
  })
})
