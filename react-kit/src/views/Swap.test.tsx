// The swap views against the real devnet (its convert API over a real pool on anvil), connected as a devnet account
// through a private-key browser wallet. The quote debounce runs on a clock the test moves (the SDK's platform
// timers); HTTP and the chain keep real time.
import { act, cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { open } from '@portico/sdk'
import { SWAP_PROVIDER_FEE_RATE } from '@portico/sdk/constants'
import { SWAP_QUOTE_DEBOUNCE_MS } from '@portico/sdk/internal'
import { setCaipAddress } from '@portico/sdk/internal'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderKit } from '@portico-examples/test-support/kit/render'
import { manualTimers } from '@portico-examples/test-support/platform/manualTimers'
import { testNetworks, testPortico } from '@portico-examples/test-support/portico/testPortico'
import { chainReader, devnetWallet } from '@portico-examples/test-support/wallets/devnetWallet'
import { axeViolations } from '@portico-examples/test-support/kit/axe'
import { useDevnetProcess } from '@portico-examples/test-support/devnet/devnetProcess'

const devnet = useDevnetProcess()
afterEach(cleanup)

const WAIT = { timeout: 10_000 }

/** Devnet account `index` connected, the modal on Swap with the tokens loaded. */
async function openSwap(index: number) {
  const clock = manualTimers()
  const { p, address, wallet } = await devnetWallet(devnet(), index, {}, clock.platform)
  await renderKit(null, p)
  await act(async () => open(p, { view: 'Swap' }))
  const dialog = await screen.findByRole('dialog', { name: 'Swap' }, WAIT)
  await within(dialog).findByRole('button', { name: 'You pay: ETH. Change token' }, WAIT)
  /** Lets typing rest, so the SDK asks for the quote, and waits until it is shown. */
  const settle = async () => {
    act(() => clock.advance(SWAP_QUOTE_DEBOUNCE_MS))
    await vi.waitFor(() => expect(p.$swap.get().status.quote).not.toBe('pending'), WAIT)
  }
  return { p, address, wallet, dialog, settle }
}

/** Picks a token for one side through SwapSelectToken, by clicking. */
async function pickToken(sideButton: RegExp, symbol: string) {
  await userEvent.click(screen.getByRole('button', { name: sideButton }))
  const picker = await screen.findByRole('dialog', { name: 'Select Token' }, WAIT)
  const all = await within(picker).findByRole('list', { name: 'All tokens' }, WAIT)
  await userEvent.click(within(all).getByRole('button', { name: new RegExp(`^${symbol},`) }))
  return screen.findByRole('dialog', { name: 'Swap' }, WAIT)
}

/** The progress texts shown inside `element` from now on (what a user sees while the wallet works). */
function watchTexts(element: HTMLElement, texts: string[]) {
  const seen = new Set<string>()
  const observer = new MutationObserver(() => {
    for (const text of texts) if (element.textContent?.includes(text)) seen.add(text)
  })
  observer.observe(element, { subtree: true, childList: true, characterData: true })
  return { seen: () => [...seen], stop: () => observer.disconnect() }
}

describe('Swap view', { timeout: 60_000 }, () => {
  it('quotes the amount once typing rests and shows the amount out with its figures', async () => {
    const { p, dialog, settle } = await openSwap(1)
    expect(within(dialog).getByText(/^Balance: \d[\d,]*\.\d{3} ETH$/)).toBeTruthy()
    await pickToken(/^You receive: choose a token$/, 'DAI')
    await userEvent.type(within(dialog).getByRole('textbox', { name: /You pay/ }), '0.5')
    // Typing has not rested: nothing is quoted yet, and the user is told a quote is on its way.
    expect(within(dialog).getByRole('button', { name: 'Getting a quote…' })).toBeTruthy()
    expect(p.$swap.get().quote).toBeUndefined()
    await settle()
    const swap = p.$swap.get()
    const received = within(dialog).getByRole('status', { name: 'You receive' })
    expect(received.textContent).toBe(Number(swap.toTokenAmount).toLocaleString('en', { maximumFractionDigits: 6 }))
    expect(within(dialog).getByRole('button', { name: 'You receive: DAI. Change token' })).toBeTruthy()
    expect(Number(swap.toTokenAmount)).toBeGreaterThan(0)
    const figures = within(dialog).getByText('Price impact').parentElement!
    expect(within(figures).getByText(`${0.5 * SWAP_PROVIDER_FEE_RATE} ETH`)).toBeTruthy()
    expect(within(figures).getByText('Max. slippage 1%')).toBeTruthy()
    expect(within(figures).getByText(new RegExp(`^${swap.gasFee.slice(0, 4)}.* ETH ≈ \\$`))).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Review swap' }).getAttribute('aria-disabled')).toBeNull()
    // Each amount's value in dollars under it, and the quoted rate under the cards.
    const usd = (value: number) => `≈ ${value.toLocaleString('en', { style: 'currency', currency: 'USD' })}`
    expect(within(dialog).getByText(usd(0.5 * swap.sourceTokenPriceInUSD))).toBeTruthy()
    expect(within(dialog).getByText(usd(Number(swap.toTokenAmount) * swap.toTokenPriceInUSD))).toBeTruthy()
    expect(within(dialog).getByText(/^1 ETH = [\d,]+(\.\d+)? DAI$/)).toBeTruthy()
    expect(await axeViolations()).toEqual([])
  })

  it('swaps ETH for DAI: review, swap, a success snackbar and the account; the chain holds the DAI', async () => {
    const { p, address, dialog, settle } = await openSwap(2)
    const chain = chainReader(devnet())
    const dai = devnet().contracts[31337].dai
    await pickToken(/^You receive: choose a token$/, 'DAI')
    await userEvent.type(within(dialog).getByRole('textbox', { name: /You pay/ }), '0.25')
    await settle()
    const quoted = BigInt(p.$swap.get().quote!.toAmount)
    const before = await chain.token(dai, address)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review swap' }))
    const preview = await screen.findByRole('dialog', { name: 'Review Swap' }, WAIT)
    expect(await within(preview).findByText('0.25 ETH', {}, WAIT)).toBeTruthy()
    expect(within(preview).queryByText(/approve/i)).toBeNull()
    expect(await axeViolations()).toEqual([])
    const progress = watchTexts(preview, ['Swapping…'])
    await userEvent.click(within(preview).getByRole('button', { name: 'Swap' }))
    await vi.waitFor(() => expect(p.$router.get().view).toBe('Account'), WAIT)
    progress.stop()
    expect(progress.seen()).toEqual(['Swapping…'])
    expect(p.$snackbar.get()).toMatchObject({ open: true, variant: 'success', message: 'Swap completed' })
    expect((await chain.token(dai, address)) - before).toBe(quoted)
  })

  it('an ERC-20 source is approved first: the review says so, and the wallet sends the approval, then the swap', async () => {
    const { p, dialog, settle } = await openSwap(3)
    await pickToken(/^You receive: choose a token$/, 'USDC')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch tokens' }))
    expect(within(dialog).getByRole('button', { name: 'You pay: USDC. Change token' })).toBeTruthy()
    await userEvent.type(within(dialog).getByRole('textbox', { name: /You pay/ }), '300')
    await settle()
    expect(p.$swap.get().approvalTransaction).toBeDefined()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review swap' }))
    const preview = await screen.findByRole('dialog', { name: 'Review Swap' }, WAIT)
    expect(
      await within(preview).findByText('Your wallet first asks you to approve USDC, then to swap.', {}, WAIT),
    ).toBeTruthy()
    const progress = watchTexts(preview, ['Approving USDC…', 'Swapping…'])
    await userEvent.click(within(preview).getByRole('button', { name: 'Approve USDC' }))
    await vi.waitFor(() => expect(p.$router.get().view).toBe('Account'), WAIT)
    progress.stop()
    expect(progress.seen()).toEqual(['Approving USDC…', 'Swapping…'])
    expect(p.$swap.get().status).toMatchObject({ approval: 'success', build: 'success', transaction: 'success' })
  })

  it('a swap that cannot be sent (the wallet locked meanwhile) shows the error and stays on the review', async () => {
    const { p, wallet, dialog, settle } = await openSwap(6)
    await pickToken(/^You receive: choose a token$/, 'DAI')
    await userEvent.type(within(dialog).getByRole('textbox', { name: /You pay/ }), '0.1')
    await settle()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review swap' }))
    const preview = await screen.findByRole('dialog', { name: 'Review Swap' }, WAIT)
    const send = await within(preview).findByRole('button', { name: 'Swap' }, WAIT)
    wallet.lock() // the wallet drops the site: there is no account to send from any more
    // Its connection goes once the SDK hears of the lock (the wallet's event); the tap comes after that.
    await vi.waitFor(() => expect(p.$connections.get()).toEqual([]), WAIT)
    await userEvent.click(send)
    const alert = await within(preview).findByRole('alert', {}, WAIT)
    // The catalogue's text for the SDK's error, with its values (the SDK reports a missing account as "no quote").
    expect(alert.textContent).toBe('Invalid amount 0.1: no quote for it')
    expect(p.$swap.get().status.transaction).toBe('idle')
    expect(p.$router.get().view).toBe('SwapPreview')
    expect(p.$snackbar.get().open).toBe(false)
  })

  it('Max beside the balance: the whole balance of a token, the native coin less the quoted network fee', async () => {
    // Account 1 holds the seeded USDC; nothing here writes to the chain.
    const { p, dialog, settle } = await openSwap(1)
    await pickToken(/^You receive: choose a token$/, 'USDC')
    const amount = within(dialog).getByRole('textbox', { name: /You pay/ }) as HTMLInputElement
    await userEvent.type(amount, '1')
    await settle()
    const held = (symbol: string) =>
      p.$swap.get().myTokensWithBalance.find((token) => token.symbol === symbol)!.quantity.numeric
    const fee = Number(p.$swap.get().gasFee)
    expect(fee).toBeGreaterThan(0)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use the maximum amount' }))
    expect(Number(amount.value)).toBeCloseTo(Number(held('ETH')) - fee, 9)
    await settle()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch tokens' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use the maximum amount' }))
    expect(amount.value).toBe(held('USDC'))
    expect(p.$swap.get().sourceTokenAmount).toBe(held('USDC'))
  })

  it('more than the balance: the field says so and the swap cannot be reviewed', async () => {
    const { p, dialog, settle } = await openSwap(4)
    await pickToken(/^You receive: choose a token$/, 'USDC')
    const amount = within(dialog).getByRole('textbox', { name: /You pay/ })
    await userEvent.type(amount, '100000')
    await settle()
    const button = within(dialog).getByRole('button', { name: 'Insufficient ETH balance' })
    expect(amount.getAttribute('aria-invalid')).toBe('true')
    expect(button.getAttribute('aria-disabled')).toBe('true')
    await userEvent.click(button)
    expect(p.$router.get().view).toBe('Swap')
  })

  it('is driven by the keyboard: token choice with search and arrow keys, amount, review', async () => {
    const { p, dialog, settle } = await openSwap(5)
    within(dialog).getByRole('button', { name: 'You receive: choose a token' }).focus()
    await userEvent.keyboard('{Enter}')
    const picker = await screen.findByRole('dialog', { name: 'Select Token' }, WAIT)
    const search = await within(picker).findByRole('searchbox', { name: 'Search token' }, WAIT)
    await userEvent.click(search)
    await userEvent.keyboard('  usd ')
    const all = within(picker).getByRole('list', { name: 'All tokens' })
    expect(
      within(all)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([expect.stringMatching(/^USDC, Devnet USD Coin/)])
    await userEvent.clear(search)
    // Your tokens come first; Tab reaches the all-tokens list, the arrows walk it, Enter chooses.
    await userEvent.tab()
    await userEvent.tab()
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(
      /^ETH, Devnet Ether, .*chosen on the other side$/,
    )
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    await screen.findByRole('dialog', { name: 'Swap' }, WAIT)
    expect(p.$swap.get().toToken?.symbol).toBe('DAI')
    within(dialog)
      .getByRole('textbox', { name: /You pay/ })
      .focus()
    await userEvent.keyboard('0.1')
    await settle()
    // The token paid with, Max, the flip, the token received, then the review.
    for (const name of [
      'You pay: ETH. Change token',
      'Use the maximum amount',
      'Switch tokens',
      'You receive: DAI. Change token',
    ]) {
      await userEvent.tab()
      expect(document.activeElement?.getAttribute('aria-label')).toBe(name)
    }
    await userEvent.tab()
    expect(document.activeElement?.textContent).toBe('Review swap')
    await userEvent.keyboard('{Enter}')
    const preview = await screen.findByRole('dialog', { name: 'Review Swap' }, WAIT)
    expect(await within(preview).findByRole('button', { name: 'Swap' }, WAIT)).toBeTruthy()
  })

  it("on a network without swaps, says 'Network not supported for Swaps'", async () => {
    const p = testPortico({ networks: [testNetworks.sepolia] })
    setCaipAddress(p, `${testNetworks.sepolia.caipNetworkId}:0x70997970C51812dc3A010C7d01b50e0d17dc79C8`, 'eip155')
    await renderKit(null, p)
    await act(async () => open(p, { view: 'Swap' }))
    const dialog = await screen.findByRole('dialog', { name: 'Swap' }, WAIT)
    expect((await within(dialog).findByRole('alert', {}, WAIT)).textContent).toBe('Network not supported for Swaps')
    expect(await axeViolations()).toEqual([])
  })
  it('without an account, asks to connect instead of waiting for a quote that cannot come', async () => {
    const p = testPortico({ networks: [testNetworks.ethereum] })
    await renderKit(null, p)
    await act(async () => open(p, { view: 'Swap' }))
    const dialog = await screen.findByRole('dialog', { name: 'Swap' }, WAIT)
    expect(await within(dialog).findByText('Connect a wallet to swap tokens', {}, WAIT)).toBeTruthy()
    expect(within(dialog).queryByText(/Getting a quote/)).toBeNull()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Connect a wallet' }))
    expect(p.$router.get().view).toBe('Connect')
  })
  it('when the service fails, says it is not answering (never its status or URL) and loads on "Try again"', async () => {
    await fetch(`${devnet().apiUrl}/dev/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/v1/convert/tokens', fault: '500', times: 1 }),
    })
    const clock = manualTimers()
    const { p } = await devnetWallet(devnet(), 0, {}, clock.platform)
    await renderKit(null, p)
    await act(async () => open(p, { view: 'Swap' }))
    const dialog = await screen.findByRole('dialog', { name: 'Swap' }, WAIT)
    expect((await within(dialog).findByRole('alert', {}, WAIT)).textContent).toBe(
      'The service is not answering right now',
    )
    expect(within(dialog).queryByText(/HTTP status code|127\.0\.0\.1/)).toBeNull()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }))
    await within(dialog).findByRole('button', { name: 'You pay: ETH. Change token' }, WAIT)
  })
})
