// The account view on a real Portico. Balances and history are put straight into the SDK's account stores
// (`$balances`, `$activity`), as `fetchBalances`/`fetchActivity` leave them: no blockchain service runs here.
import { act, cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { open, setAccountProp, setCaipAddress, setConnectionStatus } from '@portico/sdk'
import { afterEach, describe, expect, it } from 'vitest'
import { axeViolations } from '../test-utils/axe'
import { kitPortico, renderKit } from '../provider/testing/kit'

afterEach(cleanup)

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function transaction(id: string, minedAt: string) {
  return {
    id,
    metadata: { operationType: 'send', hash: id, chain: 'eip155:1', minedAt, sentFrom: ADDRESS, sentTo: '0xabc', status: 'confirmed', nonce: 1 },
    transfers: [],
  }
}

async function showAccount(profile?: { name: string; image: string }) {
  const portico = kitPortico()
  setCaipAddress(portico, `eip155:1:${ADDRESS}`, 'eip155')
  if (profile) {
    setAccountProp(portico, 'profileName', profile.name, 'eip155')
    setAccountProp(portico, 'profileImage', profile.image, 'eip155')
  }
  setConnectionStatus(portico, 'eip155', 'connected')
  portico.$balances.set({
    status: 'success',
    balances: [
      { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', price: 3000, quantity: { decimals: '18', numeric: '1.5' }, iconUrl: '' },
    ],
  })
  portico.$activity.set({
    transactions: [transaction('t2', '2026-03-10T10:00:00Z'), transaction('t1', '2026-01-05T10:00:00Z')],
    empty: false,
    status: 'success',
  })
  await renderKit(null, portico)
  await act(async () => open(portico, { view: 'Account' }))
  const dialog = await screen.findByRole('dialog', { name: 'Account' }, { timeout: 5000 })
  await within(dialog).findByRole('tablist', { name: 'Account sections' }, { timeout: 10_000 })
  return { portico, dialog }
}

describe('Account view', () => {
  it('shows the address truncated, and in full to screen readers', async () => {
    const { dialog } = await showAccount()
    expect(within(dialog).getByText('0xf3…b92266').getAttribute('aria-hidden')).toBe('true')
    expect(within(dialog).getByText(ADDRESS)).toBeTruthy()
  })

  it('shows the profile name and image, and links the address on the block explorer', async () => {
    const { dialog } = await showAccount({ name: 'alice.eth', image: 'https://example.test/alice.png' })
    expect(within(dialog).getByText('alice.eth')).toBeTruthy()
    expect(dialog.querySelector('img[src="https://example.test/alice.png"]')).toBeTruthy()
    const explorer = within(dialog).getByRole('link', { name: 'View on block explorer' })
    expect(explorer.getAttribute('href')).toBe(`https://etherscan.io/address/${ADDRESS}`)
  })

  it('copies the full address', async () => {
    const { portico, dialog } = await showAccount()
    await userEvent.click(within(dialog).getByRole('button', { name: `Copy address ${ADDRESS}` }))
    expect(portico.platform.clipboard.text).toBe(ADDRESS)
    expect(await screen.findByText('Address copied')).toBeTruthy()
  })

  it('lists the tokens, and the activity by month', async () => {
    const { dialog } = await showAccount()
    const tokens = within(dialog).getByRole('list', { name: 'Tokens' })
    expect(within(tokens).getByRole('listitem').textContent).toContain('Ether')
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Activity' }))
    expect(within(dialog).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['March 2026', 'January 2026'])
  })

  it('the network button opens the network list', async () => {
    const { portico, dialog } = await showAccount()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Network: Ethereum. Change network' }))
    expect(portico.$router.get().view).toBe('Networks')
  })

  it('disconnecting clears the account and closes the modal', async () => {
    const { portico, dialog } = await showAccount()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }))
    expect(portico.$account.get().address).toBeUndefined()
    expect(portico.$modal.get().open).toBe(false)
  })

  it('has no axe violations', async () => {
    await showAccount()
    expect(await axeViolations()).toEqual([])
  })
})
