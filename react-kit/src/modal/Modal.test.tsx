import { act, cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hideSnackbar, open, push, showAlert, showSnackbar } from '@portico/sdk'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { axeViolations } from '@portico-examples/test-support/kit/axe'
import { kitRoot, renderKit } from '@portico-examples/test-support/kit/render'
import { testPortico } from '@portico-examples/test-support/portico/testPortico'
import { ConnectButton } from '../buttons'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

async function openedOn(view?: Parameters<typeof open>[1]) {
  const portico = testPortico()
  await renderKit(<ConnectButton />, portico)
  await act(async () => open(portico, view))
  return { portico, dialog: await screen.findByRole('dialog', {}, { timeout: 5000 }) }
}

describe('the modal shell', () => {
  it('shows nothing while closed, and a labelled modal dialog inside the kit root when open', async () => {
    const portico = testPortico()
    await renderKit(null, portico)
    expect(screen.queryByRole('dialog')).toBeNull()
    await act(async () => open(portico))
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' }, { timeout: 5000 })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(kitRoot().contains(dialog)).toBe(true)
  })

  it('loads the view lazily: a labelled spinner first, then the view', async () => {
    const { dialog } = await openedOn()
    expect(await within(dialog).findByRole('list', { name: 'Wallets' })).toBeTruthy()
  })

  it('closes with the close button, and gives focus back to the opener', async () => {
    const portico = testPortico()
    await renderKit(<ConnectButton />, portico)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    await user.click(
      within(await screen.findByRole('dialog', {}, { timeout: 5000 })).getByRole('button', { name: 'Close' }),
    )
    expect(portico.$modal.get().open).toBe(false)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Connect Wallet' }))
  })

  it('closes on Escape', async () => {
    const { portico } = await openedOn()
    await userEvent.keyboard('{Escape}')
    expect(portico.$modal.get().open).toBe(false)
  })

  it('shows a back button only with history; it pops $router and focus moves to the new view’s heading', async () => {
    const { portico, dialog } = await openedOn({ view: 'Networks' })
    expect(within(dialog).queryByRole('button', { name: 'Go back' })).toBeNull()
    await act(async () => push(portico, { view: 'AllWallets' }))
    // Networks stays shown until All Wallets' code is in; then the title, the view and the focus move together.
    expect(await screen.findByRole('dialog', { name: 'All Wallets' }, { timeout: 5000 })).toBeTruthy()
    expect(document.activeElement?.textContent).toBe('All Wallets')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go back' }))
    expect(portico.$router.get()).toMatchObject({ view: 'Networks', history: ['Networks'] })
    // The view shown follows the router once the view's code answers (issue #40's shown view), a render later.
    expect(await screen.findByRole('dialog', { name: 'Choose Network' }, { timeout: 5000 })).toBeTruthy()
    expect(document.activeElement?.textContent).toBe('Choose Network')
  })

  it('on ApproveTransaction refuses Escape and the close button: the modal shakes for 500 ms', async () => {
    const { portico, dialog } = await openedOn({ view: 'ApproveTransaction' })
    vi.useFakeTimers()
    act(() => dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })))
    expect(portico.$modal.get()).toMatchObject({ open: true, shake: true })
    const panel = screen.getByRole('dialog')
    const shaking = panel.className
    act(() => vi.advanceTimersByTime(500))
    expect(portico.$modal.get().shake).toBe(false)
    expect(panel.className).not.toBe(shaking)

    act(() => within(panel).getByRole('button', { name: 'Close' }).click())
    expect(portico.$modal.get()).toMatchObject({ open: true, shake: true })
  })

  it('refuses to close while a required sign-in is pending', async () => {
    const portico = testPortico()
    portico.$siwx.set({
      ...portico.$siwx.get(),
      required: true,
      awaiting: 'eip155:1:0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
    })
    await renderKit(null, portico)
    await act(async () => open(portico, { view: 'SIWXSignMessage' }))
    await screen.findByRole('dialog', {}, { timeout: 5000 })
    await userEvent.keyboard('{Escape}')
    expect(portico.$modal.get()).toMatchObject({ open: true, shake: true })
  })

  it('a view not built yet shows a friendly message, never a blank modal', async () => {
    // A view with a title but no code yet (Swap, the earlier example, is registered now).
    const { dialog } = await openedOn({ view: 'WhatIsANetwork' })
    expect(screen.getByRole('dialog', { name: 'What Is a Network?' })).toBe(dialog)
    expect(within(dialog).getByText('This screen is not available yet.')).toBeTruthy()
  })

  it('titles a view with its data: the wallet being connected', async () => {
    await openedOn({ view: 'ConnectingWalletConnect', data: { wallet: { id: 'a', name: 'Aurora Wallet' } } })
    expect(screen.getByRole('dialog', { name: 'Aurora Wallet' })).toBeTruthy()
  })

  it('shows the configuration alert translated, with its detail, and hides it', async () => {
    const { portico, dialog } = await openedOn()
    await act(async () =>
      showAlert(portico, { code: 'PROJECT_ID_NOT_CONFIGURED', message: 'Project ID Not Configured', variant: 'error' }),
    )
    const alert = within(dialog).getByRole('alert')
    expect(alert.textContent).toContain('Project ID Not Configured')
    expect(alert.textContent).toContain('Set a project ID in the configuration to continue.')
    await userEvent.click(within(alert).getByRole('button', { name: 'Close' }))
    expect(portico.$alert.get().open).toBe(false)
  })

  it('mounts the live regions with the shell: none before the first opening, a polite and an assertive one after', async () => {
    // They are not part of the page's start: only what the shell shows announces (issue #32, the kit's start).
    const portico = testPortico()
    await renderKit(<ConnectButton />, portico)
    const regions = () => [...kitRoot().querySelectorAll('[data-portico-live] > [aria-live]')]
    expect(regions()).toHaveLength(0)
    await act(async () => open(portico))
    await screen.findByRole('dialog', {}, { timeout: 5000 })
    expect(regions().map((region) => region.getAttribute('aria-live'))).toEqual(['polite', 'assertive'])
  })

  it('shows snackbar errors in an alert region and other messages in a status region', async () => {
    const { portico } = await openedOn()
    const [status, alert] = [
      kitRoot().querySelector('[data-portico-snackbar][role="status"]'),
      kitRoot().querySelector('[data-portico-snackbar][role="alert"]'),
    ]
    act(() => showSnackbar(portico, { variant: 'success', message: 'Address copied', autoClose: false }))
    expect(status?.textContent).toBe('Address copied')
    expect(alert?.textContent).toBe('')
    act(() => hideSnackbar(portico))
    act(() =>
      showSnackbar(portico, {
        variant: 'error',
        code: 'TOKEN_BALANCE_UNAVAILABLE',
        message: 'Token Balance Unavailable',
        autoClose: false,
      }),
    )
    expect(alert?.textContent).toBe('Token Balance Unavailable')
    expect(status?.textContent).toBe('')
  })

  it("shows the SDK's snackbar and alert messages in the shown language, and an app's own text as given", async () => {
    // The SDK hands over a code and its values (and English for a UI without translations); the kit translates by code.
    const portico = testPortico()
    await renderKit(<ConnectButton />, portico, { locale: 'de' })
    await act(async () => open(portico))
    await screen.findByRole('dialog', {}, { timeout: 5000 })
    const alert = () => kitRoot().querySelector('[data-portico-snackbar][role="alert"]')?.textContent
    act(() =>
      showSnackbar(portico, {
        variant: 'error',
        code: 'HTTP_STATUS',
        params: { status: 503 },
        message: 'HTTP status code 503',
        autoClose: false,
      }),
    )
    await vi.waitFor(() => expect(alert()).toBe('Der Dienst antwortet gerade nicht'))
    // A new snackbar replaces the shown one after a short switch (spec §9).
    act(() =>
      showSnackbar(portico, {
        variant: 'error',
        code: 'TOKEN_BALANCE_UNAVAILABLE',
        message: 'Token Balance Unavailable',
        autoClose: false,
      }),
    )
    await vi.waitFor(() => expect(alert()).toBe('Token-Guthaben nicht verfügbar'))
    act(() => showSnackbar(portico, { variant: 'error', message: 'Your own words', autoClose: false }))
    await vi.waitFor(() => expect(alert()).toBe('Your own words'))
    act(() => showAlert(portico, { code: 'SESSION_EXPIRED', message: 'Session Expired', variant: 'error' }))
    expect(kitRoot().textContent).toContain('Sitzung abgelaufen')
  })

  it('has no axe violations, open on Connect', async () => {
    const { dialog } = await openedOn()
    await within(dialog).findByRole('list', { name: 'Wallets' })
    expect(await axeViolations()).toEqual([])
  })
})
