// The send views' states rendered straight from the SDK's stores (`$send`, `$balances`, `$network`), without a
// chain: what the user sees before a token is there, on a network without send, and while a send is pending.
import { act, cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { open, type CaipAddress, type TokenBalance } from '@portico/sdk'
import { setCaipAddress, setConnectionStatus } from '@portico/sdk/internal'
import { bitcoin } from '@portico/sdk/networks'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderKit } from '@portico-examples/test-support/kit/render'
import { type TestPortico, testNetworks, testPortico } from '@portico-examples/test-support/portico/testPortico'
import { axeViolations } from '@portico-examples/test-support/kit/axe'

afterEach(cleanup)

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ETH: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: testNetworks.ethereum.caipNetworkId,
  price: 3000,
  iconUrl: '',
  quantity: { decimals: '18', numeric: '1.5' },
}

function connected(portico: TestPortico, caipAddress: CaipAddress, namespace: 'eip155' | 'bip122' = 'eip155') {
  setCaipAddress(portico, caipAddress, namespace)
  setConnectionStatus(portico, namespace, 'connected')
}

async function show(
  portico: TestPortico,
  view: 'WalletSend' | 'WalletSendSelectToken' | 'WalletSendPreview',
  title: string,
) {
  await renderKit(null, portico)
  await act(async () => open(portico, { view }))
  return screen.findByRole('dialog', { name: title }, { timeout: 5000 })
}

describe('send views from the stores', () => {
  it('on a network without send, says so instead of showing the form', async () => {
    const portico = testPortico({ networks: [bitcoin] })
    connected(portico, `${bitcoin.caipNetworkId}:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq` as CaipAddress, 'bip122')
    const dialog = await show(portico, 'WalletSend', 'Send')
    expect(
      await within(dialog).findByText('Sending is not available on this network', {}, { timeout: 5000 }),
    ).toBeTruthy()
    expect(within(dialog).queryByRole('textbox')).toBeNull()
  })

  it('the token list says when the account holds nothing to send', async () => {
    const portico = testPortico()
    connected(portico, `eip155:1:${ADDRESS}`)
    const dialog = await show(portico, 'WalletSendSelectToken', 'Send')
    // The account's answer: no balance at all (set once the load the opening started has settled).
    await vi.waitFor(() => expect(portico.$balances.get().status).not.toBe('pending'))
    act(() => portico.$balances.set({ status: 'success', balances: [] }))
    expect(await within(dialog).findByText('No tokens to send', {}, { timeout: 5000 })).toBeTruthy()
    expect(within(dialog).queryByRole('list', { name: 'Tokens' })).toBeNull()
  })

  it('the token list says the balances could not be loaded, not "No tokens to send", and offers Try again', async () => {
    const portico = testPortico()
    connected(portico, `eip155:1:${ADDRESS}`)
    portico.$balances.set({ status: 'error', balances: [], lastFailure: 0 })
    const dialog = await show(portico, 'WalletSendSelectToken', 'Send')
    expect((await within(dialog).findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(
      'Token Balance Unavailable',
    )
    expect(within(dialog).queryByText('No tokens to send')).toBeNull()
    // Opening the view asks for the balances again (no service here): the retry waits the spec's 30 s, and says so.
    expect(within(dialog).getByRole('button', { name: /^Try again( in \d+ s)?$/ })).toBeTruthy()
  })

  it('a list from an earlier load stays, under the failure, marked as not current, with Try again', async () => {
    const portico = testPortico()
    connected(portico, `eip155:1:${ADDRESS}`)
    portico.$balances.set({ status: 'error', balances: [ETH], lastFailure: 0 })
    const dialog = await show(portico, 'WalletSendSelectToken', 'Send')
    expect((await within(dialog).findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(
      'Token Balance Unavailable',
    )
    expect(within(dialog).getByText('Showing what was loaded before')).toBeTruthy()
    expect(within(dialog).getByRole('list', { name: 'Tokens' })).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: /^Try again( in \d+ s)?$/ })).toBeTruthy()
  })

  it('in German an amount is typed with a decimal comma: the SDK gets 0.5, the field shows 0,5', async () => {
    const portico = testPortico()
    connected(portico, `eip155:1:${ADDRESS}`)
    portico.$balances.set({ status: 'success', balances: [ETH] })
    portico.$send.set({ status: 'idle', token: ETH, sendTokenAmount: '' })
    await renderKit(null, portico, { locale: 'de' })
    await act(async () => open(portico, { view: 'WalletSend' }))
    const dialog = await screen.findByRole('dialog', { name: 'Senden' }, { timeout: 5000 })
    const amount = within(dialog).getByRole('textbox', { name: 'Betrag' }) as HTMLInputElement
    await userEvent.type(amount, '0,5')
    expect(portico.$send.get().sendTokenAmount).toBe('0.5')
    expect(amount.value).toBe('0,5')
    expect(within(dialog).queryByText('Gib einen gültigen Betrag ein')).toBeNull()
    await userEvent.clear(amount)
    await userEvent.type(amount, '1.25') // a point typed on a German keyboard is read as the decimal mark too
    expect(portico.$send.get().sendTokenAmount).toBe('1.25')
    expect(amount.value).toBe('1,25')
  })

  it('the form shows the token picked, with its network and balance', async () => {
    const portico = testPortico()
    connected(portico, `eip155:1:${ADDRESS}`)
    portico.$balances.set({ status: 'success', balances: [ETH] })
    portico.$send.set({ status: 'idle', token: ETH, sendTokenAmount: '0.5' })
    const dialog = await show(portico, 'WalletSend', 'Send')
    const token = await within(dialog).findByRole('button', { name: 'Token: ETH. Change token' }, { timeout: 5000 })
    expect(token.textContent).toContain('Ethereum')
    expect(within(dialog).getByText('Balance: 1.500 ETH')).toBeTruthy()
    expect((within(dialog).getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toBe('0.5')
    expect(within(dialog).getByText('≈ $1,500.00')).toBeTruthy()
  })

  it('while a send is pending: the button is busy and the wait for the wallet is announced', async () => {
    const portico = testPortico()
    connected(portico, `eip155:1:${ADDRESS}`)
    const fee = { units: 21_000_000_000_000n, amount: '0.000021', symbol: 'ETH' }
    portico.$send.set({ status: 'pending', token: ETH, sendTokenAmount: '0.5', receiverAddress: RECEIVER, fee })
    const dialog = await show(portico, 'WalletSendPreview', 'Review Send')
    const send = await within(dialog).findByRole('button', { name: /Send/ }, { timeout: 5000 })
    expect(send.getAttribute('aria-busy')).toBe('true')
    expect(within(send).getByRole('img', { name: 'Sending…' })).toBeTruthy()
    expect(screen.getByText('Confirm the transaction in your wallet').closest('[role="status"]')).toBeTruthy()
    expect(within(dialog).getByText('0.000021 ETH')).toBeTruthy()
    expect(within(dialog).getByText(RECEIVER)).toBeTruthy()
    expect(await axeViolations()).toEqual([])
  })

  it('a send the SDK refuses shows its message as an alert, and nothing is sent', async () => {
    const portico = testPortico()
    connected(portico, `eip155:1:${ADDRESS}`)
    portico.$send.set({ status: 'idle', token: ETH, sendTokenAmount: '0', receiverAddress: RECEIVER })
    const dialog = await show(portico, 'WalletSendPreview', 'Review Send')
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Send' }, { timeout: 5000 }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('An amount and receiver address are required')
    expect(portico.$router.get().view).toBe('WalletSendPreview')
  })

  it('the review without a form asks for one', async () => {
    const portico = testPortico()
    connected(portico, `eip155:1:${ADDRESS}`)
    const dialog = await show(portico, 'WalletSendPreview', 'Review Send')
    expect(await within(dialog).findByText('Enter an amount', {}, { timeout: 5000 })).toBeTruthy()
  })
})
