// The buy views against the real devnet: its on-ramp options, quotes and checkout-URL generator, for a devnet
// account connected through a private-key browser wallet. The checkout opens through the platform (recorded by the
// memory platform, as a browser would open a tab).
import { act, cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { open } from '@portico/sdk'
import { memoryPlatform } from '@portico/sdk/platform'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { devnetWallet } from '@portico-examples/test-support/wallets/devnetWallet'
import { renderKit } from '@portico-examples/test-support/kit/render'
import { testNetworks, testPortico } from '@portico-examples/test-support/portico/testPortico'
import { axeViolations } from '@portico-examples/test-support/kit/axe'
import { useDevnetProcess } from '@portico-examples/test-support/devnet/devnetProcess'

const devnet = useDevnetProcess()
afterEach(cleanup)

const WAIT = { timeout: 10_000 }

/** Devnet account `index` connected in Berlin, the modal on the buy view with the options loaded. */
async function openBuy(index: number) {
  const { p, address } = await devnetWallet(devnet(), index, {}, memoryPlatform({ timeZone: 'Europe/Berlin' }))
  await renderKit(null, p)
  await act(async () => open(p, { view: 'OnRampProviders' }))
  const dialog = await screen.findByRole('dialog', { name: 'Buy Crypto' }, WAIT)
  await within(dialog).findByText('Between $10.00 and $7,500.00', {}, WAIT)
  return { p, address, dialog }
}

describe('Buy views', { timeout: 60_000 }, () => {
  it('lists the providers with their logo, the ways to pay the options give and the fee range; choosing another marks it', async () => {
    const { p, dialog } = await openBuy(1)
    const list = within(dialog).getByRole('list', { name: 'Providers' })
    const rows = within(list).getAllByRole('button')
    // The devnet's options take cards and bank transfers (ids 'card' and 'ACH_BANK_ACCOUNT').
    expect(rows.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Coinbase, Card, Bank transfer, Fee 1-2%, selected',
      'Meld.io, Card, Bank transfer, Fee 1-2%',
    ])
    for (const row of rows) {
      expect(row.querySelector('svg')).not.toBeNull()
      expect(within(row).getByText('Card')).toBeTruthy()
      expect(within(row).getByText('Bank transfer')).toBeTruthy()
    }
    await userEvent.click(within(list).getByRole('button', { name: /^Meld\.io/ }))
    expect(p.$onramp.get().provider).toBe('meld')
    expect(
      within(list)
        .getByRole('button', { name: 'Meld.io, Card, Bank transfer, Fee 1-2%, selected' })
        .getAttribute('aria-current'),
    ).toBe('true')
    // One primary action: no "Get quote" beside it.
    expect(within(dialog).queryByRole('button', { name: 'Get quote' })).toBeNull()
    expect(within(dialog).getByRole('button', { name: 'Continue with Meld.io' })).toBeTruthy()
    expect(await axeViolations()).toEqual([])
  })

  it('chooses the crypto to buy and the fiat to pay with from the options of the network', async () => {
    const { p, dialog } = await openBuy(2)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crypto to buy: USDC. Change' }))
    const crypto = await screen.findByRole('list', { name: 'Crypto you can buy' }, WAIT)
    expect(
      within(crypto)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['ETH, Devnet Ether', 'USDC, Devnet USD Coin, selected', 'DAI, Devnet Dai'])
    expect(await axeViolations()).toEqual([])
    await userEvent.click(within(crypto).getByRole('button', { name: /^ETH/ }))
    await userEvent.click(await screen.findByRole('button', { name: 'Pay with: USD. Change' }, WAIT))
    const fiat = await screen.findByRole('list', { name: 'Currencies to pay with' }, WAIT)
    expect(
      within(fiat)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['USD, selected', 'EUR'])
    await userEvent.click(within(fiat).getByRole('button', { name: 'EUR' }))
    expect(await screen.findByRole('button', { name: 'Crypto to buy: ETH. Change' }, WAIT)).toBeTruthy()
    expect(p.$onramp.get()).toMatchObject({ purchaseCurrency: 'ETH', paymentCurrency: 'EUR' })
    expect(await screen.findByText('Between €10.00 and €7,500.00', {}, WAIT)).toBeTruthy()
  })

  it('checks the amount against the limits, then quotes it once typing rests: the crypto got, fees and total', async () => {
    const { p, dialog } = await openBuy(3)
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' })
    await userEvent.type(amount, '5')
    expect(amount.getAttribute('aria-invalid')).toBe('true')
    expect(within(dialog).getByText('The minimum is $10.00')).toBeTruthy()
    // No quote is asked for an amount outside the limits.
    expect(p.$onramp.get().status.quote).toBe('idle')
    await userEvent.clear(amount)
    await userEvent.type(amount, '100')
    expect(amount.getAttribute('aria-invalid')).toBeNull()
    const total = await within(dialog).findByText('$100.00', {}, WAIT)
    const quote = p.$onramp.get().quote!
    expect(quote.paymentTotal.amount).toBe('100.00')
    expect(total.previousElementSibling?.textContent).toBe('Total')
    expect(within(dialog).getByRole('status', { name: 'You get' }).textContent).toBe(
      Number(quote.purchaseAmount.amount).toLocaleString('en', { maximumFractionDigits: 6 }),
    )
    expect(within(dialog).getByRole('button', { name: 'Crypto to buy: USDC. Change' })).toBeTruthy()
    expect(within(dialog).getByText('$0.50')).toBeTruthy()
    expect(await axeViolations()).toEqual([])
    // Another amount drops the quote: no quote is shown for an amount it was not asked for.
    await userEvent.type(amount, '0')
    expect(within(dialog).queryByText('Total')).toBeNull()
  })

  it('offers amounts at a tap within the limits; a tap sets the amount and its quote follows', async () => {
    const { p, dialog } = await openBuy(4)
    const presets = ['$50', '$100', '$250'].map((name) => within(dialog).getByRole('button', { name }))
    await userEvent.click(presets[2]!)
    expect((within(dialog).getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toBe('250')
    expect(presets[2]!.getAttribute('aria-pressed')).toBe('true')
    expect(presets[0]!.getAttribute('aria-pressed')).toBe('false')
    expect(await within(dialog).findByText('$250.00', {}, WAIT)).toBeTruthy()
    expect(p.$onramp.get().quote?.paymentTotal.amount).toBe('250.00')
  })

  it('"Continue" opens the provider’s checkout for the account and shows the purchase in progress', async () => {
    const { p, address, dialog } = await openBuy(4)
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '300')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue with Coinbase' }))
    await vi.waitFor(() => expect(p.$router.get().view).toBe('BuyInProgress'), WAIT)
    const [opened] = p.platform.openedLinks
    expect(opened?.target).toBe('_blank')
    const checkout = new URL(opened!.url)
    expect(checkout.origin + checkout.pathname).toBe(`${devnet().apiUrl}/dev/checkout`)
    expect(checkout.searchParams.get('address')).toBe(address)
    expect(checkout.searchParams.get('asset')).toBe('USDC')
    const progress = await screen.findByRole('dialog', { name: 'Buy Crypto' }, WAIT)
    expect(await within(progress).findByText('Buying USDC with Coinbase', {}, WAIT)).toBeTruthy()
    expect(within(progress).getByText('Complete your purchase in the new tab')).toBeTruthy()
    expect(await axeViolations()).toEqual([])
    await userEvent.click(within(progress).getByRole('button', { name: 'Open the checkout again' }))
    expect(p.platform.openedLinks.map((link) => link.url)).toEqual([opened!.url, opened!.url])
    await userEvent.click(within(progress).getByRole('button', { name: 'Copy link' }))
    expect(p.platform.clipboard.text).toBe(opened!.url)
    await vi.waitFor(() =>
      expect(screen.getAllByRole('status').some((region) => region.textContent === 'Checkout link copied')).toBe(true),
    )
    await userEvent.click(within(progress).getByRole('button', { name: 'Done' }))
    expect(p.$router.get().view).toBe('Account')
  })

  it('is driven by the keyboard: amount, currency, presets, crypto, provider by arrow keys, continue', async () => {
    const { p, dialog } = await openBuy(5)
    within(dialog).getByRole('textbox', { name: 'Amount' }).focus()
    await userEvent.keyboard('50')
    await userEvent.tab()
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Pay with: USD. Change')
    await userEvent.tab()
    await userEvent.tab()
    await userEvent.tab()
    expect(document.activeElement?.textContent).toBe('$250')
    await userEvent.tab()
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Crypto to buy: USDC. Change')
    await userEvent.tab()
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Coinbase, Card, Bank transfer, Fee 1-2%, selected')
    await userEvent.keyboard('{ArrowDown}{Enter}')
    expect(p.$onramp.get().provider).toBe('meld')
    await userEvent.tab()
    expect(document.activeElement?.textContent).toBe('Continue with Meld.io')
    await userEvent.keyboard('{Enter}')
    await vi.waitFor(() => expect(p.$router.get().view).toBe('BuyInProgress'), WAIT)
    expect(p.platform.openedLinks).toHaveLength(1)
  })

  it('in a restricted time zone, says that no on-ramp is offered and offers no provider', async () => {
    const p = testPortico({ networks: [testNetworks.ethereum] }, memoryPlatform({ timeZone: 'Asia/Shanghai' }))
    await renderKit(null, p)
    await act(async () => open(p, { view: 'OnRampProviders' }))
    const dialog = await screen.findByRole('dialog', { name: 'Buy Crypto' }, WAIT)
    expect(
      (await within(dialog).findByText('Buying crypto is not available in your region', {}, WAIT)).getAttribute('role'),
    ).toBe('status')
    expect(within(dialog).queryByRole('list', { name: 'Providers' })).toBeNull()
    expect(p.$onramp.get().status.options).toBe('idle')
    expect(await axeViolations()).toEqual([])
  })

  it('on a network without on-ramp, says buying is not available there', async () => {
    const p = testPortico({ networks: [testNetworks.ethereum], features: { onramp: false } })
    await renderKit(null, p)
    await act(async () => open(p, { view: 'OnRampProviders' }))
    const dialog = await screen.findByRole('dialog', { name: 'Buy Crypto' }, WAIT)
    expect(await within(dialog).findByText('Buying crypto is turned off in this app', {}, WAIT)).toBeTruthy()
  })
})
