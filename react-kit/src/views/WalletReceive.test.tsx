// The receive view on a real Portico: the address comes from the SDK's account state, copying goes through the
// memory platform's clipboard.
import { act, cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { open, type CaipAddress } from '@portico/sdk'
import { setCaipAddress, setConnectionStatus } from '@portico/sdk/internal'
import { afterEach, describe, expect, it } from 'vitest'
import { renderKit } from '@portico-examples/test-support/kit/render'
import { testNetworks, testPortico } from '@portico-examples/test-support/portico/testPortico'
import { axeViolations } from '@portico-examples/test-support/kit/axe'

afterEach(cleanup)

const EVM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOL = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

async function showReceive(caipAddress?: CaipAddress, namespace: 'eip155' | 'solana' = 'eip155') {
  const portico = testPortico(namespace === 'solana' ? { networks: [testNetworks.solana] } : {})
  if (caipAddress) {
    setCaipAddress(portico, caipAddress, namespace)
    setConnectionStatus(portico, namespace, 'connected')
  }
  await renderKit(null, portico)
  await act(async () => open(portico, { view: 'WalletReceive' }))
  const dialog = await screen.findByRole('dialog', { name: 'Receive' }, { timeout: 5000 })
  return { portico, dialog }
}

describe('WalletReceive view', () => {
  it('shows the address as a QR code and as text', async () => {
    const { dialog } = await showReceive(`eip155:1:${EVM}`)
    expect(await within(dialog).findByRole('img', { name: 'QR code of your address' }, { timeout: 5000 })).toBeTruthy()
    expect(within(dialog).getByText('Your address')).toBeTruthy()
    expect(within(dialog).getByText(EVM)).toBeTruthy()
    expect(within(dialog).getByText('Copy your address or scan this QR code')).toBeTruthy()
  })

  it('copies the address and announces "Copied"', async () => {
    const { portico, dialog } = await showReceive(`eip155:1:${EVM}`)
    await userEvent.click(await within(dialog).findByRole('button', { name: `Copy address ${EVM}` }, { timeout: 5000 }))
    expect(portico.platform.clipboard.text).toBe(EVM)
    expect((await screen.findByText('Copied')).closest('[role="status"]')).toBeTruthy()
  })

  it('lists the networks of the account’s namespace it can receive on', async () => {
    const { dialog } = await showReceive(`eip155:1:${EVM}`)
    expect(await within(dialog).findByText('Supported on 2 networks', {}, { timeout: 5000 })).toBeTruthy()
    const list = within(dialog).getByRole('list', { name: 'Networks' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    expect(within(list).getByText('Ethereum')).toBeTruthy()
    expect(within(list).getByText('Sepolia')).toBeTruthy()
    // Each with its mark as the network list draws it (Ethereum's, for both), never a coloured initial.
    for (const item of within(list).getAllByRole('listitem')) {
      expect(item.querySelector('svg')).not.toBeNull()
      expect(['Ethereum', 'Sepolia']).toContain(item.textContent)
    }
  })

  it('names the one network when there is only one', async () => {
    const { dialog } = await showReceive(`${testNetworks.solana.caipNetworkId}:${SOL}` as CaipAddress, 'solana')
    const sentence = await within(dialog).findByText('Send assets only on Solana', {}, { timeout: 5000 })
    // Solana's mark just before the sentence.
    expect(sentence.previousElementSibling?.tagName.toLowerCase()).toBe('svg')
    expect(within(dialog).getByText(SOL)).toBeTruthy()
  })

  it('without an account, asks to connect instead', async () => {
    const { dialog } = await showReceive()
    expect(await within(dialog).findByText('Connect a wallet to see your address', {}, { timeout: 5000 })).toBeTruthy()
    expect(within(dialog).queryByRole('img')).toBeNull()
  })

  it('is reachable by keyboard: Tab to the copy button, Enter copies', async () => {
    const { portico, dialog } = await showReceive(`eip155:1:${EVM}`)
    const button = await within(dialog).findByRole('button', { name: `Copy address ${EVM}` }, { timeout: 5000 })
    const user = userEvent.setup()
    for (let i = 0; i < 5 && document.activeElement !== button; i++) await user.tab()
    expect(document.activeElement).toBe(button)
    await user.keyboard('{Enter}')
    expect(portico.platform.clipboard.text).toBe(EVM)
  })

  it('has no axe violations', async () => {
    const { dialog } = await showReceive(`eip155:1:${EVM}`)
    await within(dialog).findByRole('img', { name: 'QR code of your address' }, { timeout: 5000 })
    expect(await axeViolations()).toEqual([])
  })
})
