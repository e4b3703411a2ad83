// The send views on the devnet, for real: a private-key wallet connected through the SDK's connect action,
// balances and names from the devnet's blockchain API, fees estimated and transactions mined by anvil. Only the
// wallet's approval prompt is absent: the test wallet signs what it is asked to (a browser extension cannot run
// in happy-dom).
import { act, cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { open } from '@portico/sdk'
import { fetchBalances } from '@portico/sdk/account'
import { parseEther, parseUnits, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it } from 'vitest'
import { NAME_ZONE } from '@portico/sdk/constants'
import { chainReader, devnetWallet, type DevnetWallet } from '@portico-examples/test-support/wallets/devnetWallet'
import { nameCoinType } from '@portico/sdk'
import { renderKit } from '@portico-examples/test-support/kit/render'
import { useDevnetProcess } from '@portico-examples/test-support/devnet/devnetProcess'
import { axeViolations } from '@portico-examples/test-support/kit/axe'

afterEach(cleanup)

const devnet = useDevnetProcess()
const stranger = () => privateKeyToAccount(generatePrivateKey()).address
const FIND = { timeout: 10_000 }

/** Devnet account `index` connected, the modal open on WalletSend (optionally with open data). */
async function showSend(index: number, data?: Record<string, unknown>) {
  const w = await devnetWallet(devnet(), index)
  await renderKit(null, w.p)
  await act(async () => open(w.p, { view: 'WalletSend', ...(data ? { data } : {}) }))
  const dialog = await screen.findByRole('dialog', { name: 'Send' }, FIND)
  await within(dialog).findByRole('button', { name: 'Select token' }, FIND)
  await waitForBalances(w)
  return { w, dialog, user: userEvent.setup() }
}

async function waitForBalances(w: DevnetWallet) {
  await expect.poll(() => w.p.$balances.get().balances.length, FIND).toBeGreaterThan(0)
}

async function pickToken(dialog: HTMLElement, user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await user.click(within(dialog).getByRole('button', { name: /^(Select token|Token: .*)$/ }))
  const list = await within(dialog).findByRole('list', { name: 'Tokens' }, FIND)
  await user.click(within(list).getByRole('button', { name }))
  await within(dialog).findByRole('textbox', { name: 'Amount' }, FIND)
}

async function registerName(label: string, ownerIndex: number) {
  const owner = privateKeyToAccount(devnet().accounts[ownerIndex]!.privateKey)
  const name = `${label}.${NAME_ZONE}`
  const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
  const response = await fetch(`${devnet().apiUrl}/v1/profile/account?projectId=${devnet().projectId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      coin_type: nameCoinType(31337),
      address: owner.address,
      message,
      signature: await owner.signMessage({ message }),
    }),
  })
  expect(response.ok).toBe(true)
  return { name, address: owner.address }
}

describe('WalletSend: the form', { timeout: 30_000 }, () => {
  it('lists the account’s tokens with symbol, network and amount; the search narrows it; picking one sets it', async () => {
    const { w, dialog, user } = await showSend(0)
    await user.click(within(dialog).getByRole('button', { name: 'Select token' }))
    const list = await within(dialog).findByRole('list', { name: 'Tokens' }, FIND)
    const names = within(list)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'))
    const usdc = w.p.$balances.get().balances.find((b) => b.symbol === 'USDC')!
    expect(names).toContain(
      `USDC, Portico Devnet, ${Number(usdc.quantity.numeric).toLocaleString('en', { minimumFractionDigits: 3, maximumFractionDigits: 3 })} USDC`,
    )
    expect(names.some((name) => name?.startsWith('ETH, Portico Devnet, '))).toBe(true)

    await user.type(within(dialog).getByRole('searchbox', { name: 'Search tokens' }), ' usd ')
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')?.split(',')[0]),
    ).toEqual(['USDC'])
    await user.clear(within(dialog).getByRole('searchbox', { name: 'Search tokens' }))
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search tokens' }), 'nothing-like-this')
    expect(within(dialog).getByText('No token found')).toBeTruthy()
    await user.clear(within(dialog).getByRole('searchbox', { name: 'Search tokens' }))

    await user.click(within(dialog).getByRole('button', { name: /^USDC,/ }))
    expect(await within(dialog).findByRole('button', { name: 'Token: USDC. Change token' }, FIND)).toBeTruthy()
    expect(w.p.$send.get().token?.symbol).toBe('USDC')
    expect(w.p.$router.get().view).toBe('WalletSend')
  })

  it('shows the SDK’s amount checks as the field error, the USD value, and Max fills the balance', async () => {
    const { w, dialog, user } = await showSend(0)
    await pickToken(dialog, user, /^USDC,/)
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' })
    const usdc = w.p.$send.get().token!

    await user.type(amount, '2')
    expect(amount.getAttribute('aria-invalid')).toBeNull()
    expect(within(dialog).getByText('≈ $2.00')).toBeTruthy()
    expect(w.p.$send.get().sendTokenAmount).toBe('2')

    await user.clear(amount)
    await user.type(amount, '1.0000001')
    expect(amount.getAttribute('aria-invalid')).toBe('true')
    expect(within(dialog).getByText('USDC allows at most 6 decimals')).toBeTruthy()

    await user.clear(amount)
    await user.type(amount, String(Number(usdc.quantity.numeric) + 1))
    expect(within(dialog).getByText('Insufficient funds')).toBeTruthy()

    await user.click(within(dialog).getByRole('button', { name: 'Use the maximum amount' }))
    await expect.poll(() => (amount as HTMLInputElement).value, FIND).toBe(usdc.quantity.numeric)
    expect(amount.getAttribute('aria-invalid')).toBeNull()
  })

  it('resolves a typed name and shows it with its address', async () => {
    const { name, address } = await registerName('portico-kit-send', 5)
    const { w, dialog, user } = await showSend(0)
    await user.type(within(dialog).getByRole('textbox', { name: 'To' }), name)
    expect(screen.getByText(`Looking up ${name}…`).closest('[role="status"]')).toBeTruthy()
    expect(await within(dialog).findByText(address.toLowerCase(), {}, FIND)).toBeTruthy()
    expect(within(dialog).getAllByText(name).length).toBeGreaterThan(0)
    expect(w.p.$send.get()).toMatchObject({ receiverAddress: address.toLowerCase(), receiverProfileName: name })
  })

  it('names a receiver that is neither an address nor a known name; a name not found says so while typing', async () => {
    const { dialog, user } = await showSend(0)
    const to = within(dialog).getByRole('textbox', { name: 'To' })
    await user.type(to, 'not an address')
    await user.tab()
    expect(within(dialog).getByText('Invalid address')).toBeTruthy()
    await user.clear(to)
    await user.type(to, 'nobody-here.portico.test')
    expect(within(dialog).queryByText('Error resolving name')).toBeNull()
    // The lookup settles while the field still has focus: the user reads it without leaving the field.
    expect(await within(dialog).findByText('Error resolving name', {}, FIND)).toBeTruthy()
    expect(document.activeElement).toBe(to)
  })

  it('Paste puts the clipboard’s receiver in the field: a name is resolved and shown with its address', async () => {
    const { name, address } = await registerName('portico-kit-paste', 6)
    const { w, dialog, user } = await showSend(0)
    // The page's clipboard (happy-dom's), as the user copied the name elsewhere.
    await navigator.clipboard.writeText(`  ${name}\n`)
    await user.click(within(dialog).getByRole('button', { name: 'Paste' }))
    const to = within(dialog).getByRole('textbox', { name: 'To' }) as HTMLInputElement
    await expect.poll(() => to.value, FIND).toBe(name)
    expect(await within(dialog).findByText(address.toLowerCase(), {}, FIND)).toBeTruthy()
    expect(w.p.$send.get()).toMatchObject({ receiverAddress: address.toLowerCase(), receiverProfileName: name })
  })

  it('pre-fills from open data: token by address, amount and receiver', async () => {
    const to = stranger()
    const { w, dialog } = await showSend(0, {
      send: { amount: '3', assetAddress: devnet().contracts[31337].usdc, chainId: 31337, to },
    })
    expect(await within(dialog).findByRole('button', { name: 'Token: USDC. Change token' }, FIND)).toBeTruthy()
    expect((within(dialog).getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toBe('3')
    await expect
      .poll(() => (within(dialog).getByRole('textbox', { name: 'To' }) as HTMLInputElement).value, FIND)
      .toBe(to)
    expect(w.p.$send.get()).toMatchObject({ sendTokenAmount: '3', receiverAddress: to })
  })

  it('keeps Preview send disabled until the form can be sent: not for 0, not for an address with a bad checksum', async () => {
    const { dialog, user } = await showSend(0)
    const preview = () => within(dialog).getByRole('button', { name: 'Preview send' }) as HTMLButtonElement
    await pickToken(dialog, user, /^ETH,/)
    expect(preview().disabled).toBe(true)
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' })
    await user.type(amount, '0')
    const to = within(dialog).getByRole('textbox', { name: 'To' })
    await user.type(to, '0x70997970C51812dc3A010C7d01b50e0d17dc79c8') // the checksum's last capital lost
    await user.tab()
    expect(
      await within(dialog).findByText('This address does not match its checksum: check it for a typo', {}, FIND),
    ).toBeTruthy()
    expect(preview().disabled).toBe(true)
    await user.clear(to)
    await user.type(to, '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    expect(preview().disabled).toBe(true) // still 0
    await user.clear(amount)
    await user.type(amount, '0.01')
    expect(preview().disabled).toBe(false)
  })

  it('after preview, an amount that leaves nothing for the fee is the amount field’s error', async () => {
    const { w, dialog, user } = await showSend(0)
    await pickToken(dialog, user, /^ETH,/)
    const eth = w.p.$send.get().token!
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), eth.quantity.numeric)
    await user.type(within(dialog).getByRole('textbox', { name: 'To' }), stranger())
    await user.click(within(dialog).getByRole('button', { name: 'Preview send' }))
    expect(await within(dialog).findByText('Not enough ETH left for the network fee', {}, FIND)).toBeTruthy()
    expect(w.p.$router.get().view).toBe('WalletSend')
    expect(w.wallet.requests).not.toContain('eth_sendTransaction')
  })

  it('has no axe violations, on the form and on the token list', async () => {
    const { dialog, user } = await showSend(0)
    expect(await axeViolations()).toEqual([])
    await user.click(within(dialog).getByRole('button', { name: 'Select token' }))
    await within(dialog).findByRole('list', { name: 'Tokens' }, FIND)
    expect(await axeViolations()).toEqual([])
  })
})

describe('WalletSend → WalletSendPreview → sent, on the chain', { timeout: 30_000 }, () => {
  it('previews exactly what is sent and to whom, then sends: pending announced, snackbar, Account, form reset', async () => {
    const { w, dialog, user } = await showSend(1)
    const chain = chainReader(devnet())
    const to = stranger()
    await pickToken(dialog, user, /^ETH,/)
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '0.25')
    await user.type(within(dialog).getByRole('textbox', { name: 'To' }), to)
    await user.click(within(dialog).getByRole('button', { name: 'Preview send' }))

    const preview = await screen.findByRole('dialog', { name: 'Review Send' }, FIND)
    expect(await within(preview).findByText('0.25 ETH', {}, FIND)).toBeTruthy()
    const fee = w.p.$send.get().fee!
    expect(fee.units).toBe(21_000n * (await chain.client.getGasPrice()))
    expect(within(preview).getByText(to)).toBeTruthy()
    expect(within(preview).getByText('Portico Devnet')).toBeTruthy()
    // The fee is an estimate: four significant digits (0.00002168 ETH, not 0.000021677182884), with its value in USD.
    expect(preview.textContent).toContain(`${Number(fee.amount).toPrecision(4)} ETH≈ $`)
    expect(await axeViolations()).toEqual([])
    expect(w.wallet.requests).not.toContain('eth_sendTransaction')

    // Every text a polite live region has held while the send ran.
    const announced = new Set<string>()
    const observer = new MutationObserver(() => {
      for (const region of document.querySelectorAll('[role="status"]'))
        if (region.textContent) announced.add(region.textContent)
    })
    observer.observe(document.body, { subtree: true, childList: true, characterData: true })
    await user.click(within(preview).getByRole('button', { name: 'Send' }))
    await screen.findByRole('dialog', { name: 'Account' }, { timeout: 20_000 })
    observer.disconnect()
    expect(await chain.eth(to)).toBe(parseEther('0.25'))
    expect(w.wallet.requests).toContain('eth_sendTransaction')
    expect(announced).toContain('Confirm the transaction in your wallet')
    expect(await screen.findByText('Transaction sent')).toBeTruthy()
    expect(w.p.$send.get()).toEqual({ status: 'success', hash: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
  })

  it('the keyboard path token → amount → receiver → preview → send moves an ERC-20', async () => {
    const { w, dialog, user } = await showSend(2)
    const chain = chainReader(devnet())
    const usdcAddress = devnet().contracts[31337].usdc as Hex
    const to = stranger()

    const tokenButton = within(dialog).getByRole('button', { name: 'Select token' })
    tokenButton.focus()
    await user.keyboard('{Enter}')
    const list = await within(dialog).findByRole('list', { name: 'Tokens' }, FIND)
    // Focus is on the new view's heading: Tab goes on through the search field into the list (a single tab stop).
    for (let i = 0; i < 8 && !list.contains(document.activeElement); i++) await user.tab()
    const usdcIndex = within(list)
      .getAllByRole('button')
      .findIndex((b) => b.getAttribute('aria-label')?.startsWith('USDC,'))
    for (let i = 0; i < usdcIndex; i++) await user.keyboard('{ArrowDown}')
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^USDC,/)
    await user.keyboard('{Enter}')

    await within(dialog).findByRole('button', { name: 'Token: USDC. Change token' }, FIND)
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' })
    for (let i = 0; i < 6 && document.activeElement !== amount; i++) await user.tab()
    expect(document.activeElement).toBe(amount)
    await user.keyboard('12.5')
    await user.tab() // the token beside the amount
    await user.tab() // Max
    await user.tab()
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'To' }))
    await user.keyboard(to)
    await user.keyboard('{Enter}') // submits the form: preview

    const preview = await screen.findByRole('dialog', { name: 'Review Send' }, FIND)
    const send = await within(preview).findByRole('button', { name: 'Send' }, FIND)
    for (let i = 0; i < 6 && document.activeElement !== send; i++) await user.tab()
    expect(document.activeElement).toBe(send)
    await user.keyboard('{Enter}')
    await screen.findByRole('dialog', { name: 'Account' }, { timeout: 20_000 })
    expect(await chain.token(usdcAddress, to)).toBe(parseUnits('12.5', 6))
    expect(w.p.$balances.get().balances.length).toBeGreaterThan(0)
    await fetchBalances(w.p)
  })
})
