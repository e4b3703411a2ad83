import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { open } from '@portico/sdk'
import { setCaipAddress, setConnectionStatus } from '@portico/sdk/internal'
import { afterEach, describe, expect, it } from 'vitest'
import { axeViolations } from '@portico-examples/test-support/kit/axe'
import { renderKit } from '@portico-examples/test-support/kit/render'
import { testPortico } from '@portico-examples/test-support/portico/testPortico'

afterEach(cleanup)

async function showUnsupported({ connected = false } = {}) {
  const portico = testPortico()
  setCaipAddress(portico, 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'eip155')
  if (connected) setConnectionStatus(portico, 'eip155', 'connected')
  await renderKit(null, portico)
  await act(async () => open(portico, { view: 'UnsupportedChain' }))
  const dialog = await screen.findByRole('dialog', { name: 'Switch Network' }, { timeout: 5000 })
  const list = await within(dialog).findByRole('list', { name: 'Networks' }, { timeout: 5000 })
  return { portico, dialog, list }
}

describe('UnsupportedChain view', () => {
  it('explains, and offers the supported networks of the namespace', async () => {
    const { dialog, list } = await showUnsupported()
    expect(within(dialog).getByText(/doesn’t support your current network/)).toBeTruthy()
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Ethereum, active', 'Sepolia, testnet'])
  })

  it('switching to a supported network closes the modal', async () => {
    const { portico, list } = await showUnsupported()
    await userEvent.click(within(list).getByRole('button', { name: 'Sepolia, testnet' }))
    expect(portico.$network.get().caipNetwork?.caipNetworkId).toBe('eip155:11155111')
    expect(portico.$modal.get().open).toBe(false)
  })

  it('disconnecting clears the account and closes the modal', async () => {
    const { portico, dialog } = await showUnsupported({ connected: true })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }))
    // Disconnecting may first load the code that ends the sessions: what the user sees is the modal closing.
    await waitFor(() => expect(portico.$modal.get().open).toBe(false))
    expect(portico.$account.get().address).toBeUndefined()
  })

  it('has no axe violations', async () => {
    await showUnsupported()
    expect(await axeViolations()).toEqual([])
  })
})
