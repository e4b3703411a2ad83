// The account view against the real devnet (its blockchain API over a real chain with minted NFTs), connected as a
// devnet account through a private-key browser wallet. Its data is what the provider's `watchAccountData` loads.
// Where a test needs a failure or a slow answer, the platform's fetch adds the devnet's fault header or holds the
// request back; everything else is the real service.
import { act, cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { close, open, type PorticoOptions } from '@portico/sdk'
import { memoryPlatform } from '@portico/sdk/platform'
import { setAccountProp, setCaipAddress, setConnectionStatus } from '@portico/sdk/internal'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { devnetWallet } from '@portico-examples/test-support/wallets/devnetWallet'
import { AccountButton } from '../buttons'
import { renderKit } from '@portico-examples/test-support/kit/render'
import { testPortico } from '@portico-examples/test-support/portico/testPortico'
import { axeViolations } from '@portico-examples/test-support/kit/axe'
import { startDevnetProcess, type DevnetProcess } from '@portico-examples/test-support/devnet/devnetProcess'

let devnet: DevnetProcess
beforeAll(async () => {
  devnet = await startDevnetProcess()
}, 60_000)
afterAll(() => devnet?.stop(), 30_000)
afterEach(cleanup)

const WAIT = { timeout: 10_000 }

/** A platform whose requests to paths containing `fragment` get the devnet `fault`, while `failing.on` is true. */
function faultyPlatform(fragment: string, fault: string) {
  const platform = memoryPlatform()
  const failing = { on: true }
  const fetch: typeof platform.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    if (!failing.on || !url.includes(fragment)) return platform.fetch(input, init)
    return platform.fetch(input, {
      ...init,
      headers: { ...(init?.headers as Record<string, string>), 'x-devnet-fault': fault },
    })
  }
  return { platform: { ...platform, fetch }, failing }
}

/** A platform whose requests to paths containing `fragment` wait until `release()` is called. */
function heldPlatform(fragment: string) {
  const platform = memoryPlatform()
  let release!: () => void
  const gate = new Promise<void>((done) => (release = done))
  const fetch: typeof platform.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    if (url.includes(fragment)) await gate
    return platform.fetch(input, init)
  }
  return { platform: { ...platform, fetch }, release }
}

/** Devnet account `index` connected, the app showing the account button, the modal opened on Account. */
async function showAccount(index: number, options: Partial<PorticoOptions> = {}, platform = memoryPlatform()) {
  const { p, address } = await devnetWallet(devnet, index, options, platform)
  await renderKit(<AccountButton />, p)
  await act(async () => open(p, { view: 'Account' }))
  const dialog = await screen.findByRole('dialog', { name: 'Account' }, WAIT)
  await within(dialog).findByRole('tablist', { name: 'Account sections' }, WAIT)
  return { p, address, dialog }
}

describe('Account view on the devnet', { timeout: 30_000 }, () => {
  it("shows the account's tokens, NFTs and activity by month, as the provider's account watcher loads them", async () => {
    const { dialog } = await showAccount(0)
    const tokens = await within(dialog).findByRole('list', { name: 'Tokens' }, WAIT)
    const names = within(tokens)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '')
    for (const name of ['Devnet Ether', 'Devnet USD Coin', 'Devnet Dai'])
      expect(names.some((text) => text.includes(name))).toBe(true)
    expect(names.find((text) => text.includes('Devnet USD Coin'))).toContain('USDC')

    await userEvent.click(within(dialog).getByRole('tab', { name: 'NFTs' }))
    const nfts = await within(dialog).findByRole('list', { name: 'NFTs' }, WAIT)
    const items = within(nfts).getAllByRole('listitem')
    expect(items.map((item) => item.textContent).sort()).toEqual(['Devnet Punks #1', 'Devnet Punks #2'])
    for (const item of items) expect(item.querySelector('img')?.getAttribute('src')).toMatch(/\.svg$/)
    expect(within(dialog).getByText('2 NFTs')).toBeTruthy()

    await userEvent.click(within(dialog).getByRole('tab', { name: 'Activity' }))
    const month = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric' }).format(new Date())
    const list = await within(dialog).findByRole('list', { name: month }, WAIT)
    const rows = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '')
    expect(rows.some((row) => row.includes('Sent') && row.includes('Devnet Punks #3'))).toBe(true)
    expect(rows.some((row) => row.includes('Minted'))).toBe(true)
  })

  it('the account button shows the address shortened and the balance once connected, before the modal opens', async () => {
    const { p, address } = await devnetWallet(devnet, 1)
    await renderKit(<AccountButton />, p)
    const button = screen.getByRole('button')
    expect(button.textContent).toContain(`${address.slice(0, 4)}…${address.slice(-6)}`)
    await vi.waitFor(() => expect(button.textContent).toMatch(/\d+\.\d{3} ETH/), WAIT)
  })

  it('shows the empty states of an account without NFTs or activity', async () => {
    const { dialog } = await showAccount(6)
    await userEvent.click(within(dialog).getByRole('tab', { name: 'NFTs' }))
    expect(await within(dialog).findByText('No NFTs yet', {}, WAIT)).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Activity' }))
    expect(await within(dialog).findByText('No activity yet', {}, WAIT)).toBeTruthy()
  })

  it('announces the loading of a list, then shows it', async () => {
    const held = heldPlatform('/history')
    const { dialog } = await showAccount(0, {}, held.platform)
    await userEvent.click(within(dialog).getByRole('tab', { name: 'NFTs' }))
    expect(within(dialog).getByRole('img', { name: 'Loading NFTs…' })).toBeTruthy()
    expect(
      within(dialog)
        .getAllByRole('status')
        .some((region) => region.textContent === 'Loading NFTs…'),
    ).toBe(true)
    held.release()
    expect(await within(dialog).findByRole('list', { name: 'NFTs' }, WAIT)).toBeTruthy()
  })

  it('holds the balance’s place with a placeholder while it is read, then shows it', async () => {
    const held = heldPlatform('/v1')
    const { p, dialog } = await showAccount(2, {}, held.platform)
    const placeholder = within(dialog).getByRole('img', { name: 'Loading balance…' })
    expect(p.$account.get().balanceStatus).toBe('pending')
    held.release()
    expect(await within(dialog).findByText(/^[\d,]+(\.\d+)? ETH$/, {}, WAIT)).toBeTruthy()
    expect(placeholder.isConnected).toBe(false)
    expect(p.$account.get().balanceStatus).toBe('success')
  })

  it('shows a failed list as an alert with "Try again", which loads it again', async () => {
    const faulty = faultyPlatform('/history', '500')
    const { dialog } = await showAccount(0, {}, faulty.platform)
    await userEvent.click(within(dialog).getByRole('tab', { name: 'NFTs' }))
    expect((await within(dialog).findByRole('alert', {}, WAIT)).textContent).toBe('NFTs could not be loaded')
    faulty.failing.on = false
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }))
    expect(await within(dialog).findByRole('list', { name: 'NFTs' }, WAIT)).toBeTruthy()

    await userEvent.click(within(dialog).getByRole('tab', { name: 'Activity' }))
    expect(within(dialog).getByRole('alert').textContent).toBe('Failed to fetch transactions')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }))
    expect(await within(dialog).findAllByRole('heading', { level: 3 }, WAIT)).not.toHaveLength(0)
    expect(within(dialog).queryByRole('alert')).toBeNull()
  })

  it('keeps the last tokens when a later load fails, says they are not current, with "Try again"', async () => {
    const faulty = faultyPlatform('/balance', '500')
    faulty.failing.on = false
    const { p, dialog } = await showAccount(0, {}, faulty.platform)
    await within(dialog).findByRole('list', { name: 'Tokens' }, WAIT)
    faulty.failing.on = true
    act(() => close(p, { force: true }))
    await act(async () => open(p))
    const reopened = await screen.findByRole('dialog', { name: 'Account' }, WAIT)
    await vi.waitFor(
      () => expect(within(reopened).getByRole('alert').textContent).toBe('Token Balance Unavailable'),
      WAIT,
    )
    expect(within(reopened).getByText('Showing what was loaded before')).toBeTruthy()
    expect(within(reopened).getByRole('list', { name: 'Tokens' })).toBeTruthy()
  })

  it("shows 'Token Balance Unavailable' when the balances fail; Try again counts down the spec's 30 s, then loads", async () => {
    const faulty = faultyPlatform('/balance', '500')
    let now = Date.now()
    const clocked = { ...faulty.platform, now: () => now }
    const { dialog } = await showAccount(0, {}, clocked)
    await vi.waitFor(
      () => expect(within(dialog).getByRole('alert').textContent).toBe('Token Balance Unavailable'),
      WAIT,
    )
    // A balance fetch is not retried within 30 s of a failure: the button says when it works, and does nothing before.
    const waiting = within(dialog).getByRole('button', { name: /^Try again in \d+ s$/ })
    expect(waiting.getAttribute('aria-disabled')).toBe('true')
    expect(Number(/\d+/.exec(waiting.textContent ?? '')?.[0])).toBeGreaterThan(25)
    faulty.failing.on = false
    await userEvent.click(waiting)
    expect(within(dialog).getByRole('alert').textContent).toBe('Token Balance Unavailable')
    now += 30_000
    const ready = await within(dialog).findByRole('button', { name: 'Try again' }, WAIT)
    expect(ready.getAttribute('aria-disabled')).toBeNull()
    await userEvent.click(ready)
    expect(await within(dialog).findByRole('list', { name: 'Tokens' }, WAIT)).toBeTruthy()
    expect(within(dialog).queryByRole('alert')).toBeNull()
  })

  it('offers Send, Receive, Swap and Buy on the devnet chain, each opening its view; a feature turned off is not offered', async () => {
    const { p, dialog } = await showAccount(0)
    const actions = await within(dialog).findByRole('navigation', { name: 'Account actions' }, WAIT)
    await vi.waitFor(
      () =>
        expect(
          within(actions)
            .getAllByRole('button')
            .map((b) => b.textContent),
        ).toEqual(['Send', 'Receive', 'Swap', 'Buy']),
      WAIT,
    )
    await userEvent.click(within(actions).getByRole('button', { name: 'Send' }))
    expect(p.$router.get().view).toBe('WalletSend')
    cleanup()

    const limited = await showAccount(0, { features: { swaps: false, onramp: false } })
    const shown = await within(limited.dialog).findByRole('navigation', { name: 'Account actions' }, WAIT)
    expect(
      within(shown)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Send', 'Receive'])
  })

  it('tabs are one tab stop, moved with the arrow keys', async () => {
    const { dialog } = await showAccount(0)
    await within(dialog).findByRole('list', { name: 'Tokens' }, WAIT)
    const tab = (name: string) => within(dialog).getByRole('tab', { name })
    act(() => tab('Tokens').focus())
    await userEvent.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(tab('NFTs'))
    expect(await within(dialog).findByRole('list', { name: 'NFTs' }, WAIT)).toBeTruthy()
    await userEvent.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(tab('Activity'))
    await userEvent.keyboard('{Home}')
    expect(document.activeElement).toBe(tab('Tokens'))
    expect(tab('Tokens').getAttribute('aria-selected')).toBe('true')
  })

  it('has no axe violations, on each tab', async () => {
    const { dialog } = await showAccount(0)
    await within(dialog).findByRole('list', { name: 'Tokens' }, WAIT)
    expect(await axeViolations()).toEqual([])
    await userEvent.click(within(dialog).getByRole('tab', { name: 'NFTs' }))
    await within(dialog).findByRole('list', { name: 'NFTs' }, WAIT)
    expect(await axeViolations()).toEqual([])
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Activity' }))
    await within(dialog).findAllByRole('heading', { level: 3 }, WAIT)
    expect(await axeViolations()).toEqual([])
  })
})

// Profile, address and network: a Portico on Ethereum (block explorer known); no service answers here, so the
// lists settle (as failures: a service that cannot be reached is never "nothing to show") before the profile is set.
async function showOnEthereum() {
  const portico = testPortico()
  const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  setCaipAddress(portico, `eip155:1:${address}`, 'eip155')
  setConnectionStatus(portico, 'eip155', 'connected')
  await renderKit(null, portico)
  await act(async () => open(portico, { view: 'Account' }))
  const dialog = await screen.findByRole('dialog', { name: 'Account' }, WAIT)
  await vi.waitFor(() => expect(portico.$nfts.get().status).toBe('error'), WAIT)
  return { portico, dialog, address }
}

describe('Account view: profile, address, network, disconnect', { timeout: 15_000 }, () => {
  it('shows the address truncated, and in full to screen readers', async () => {
    const { dialog, address } = await showOnEthereum()
    expect(within(dialog).getByText('0xf3…b92266').getAttribute('aria-hidden')).toBe('true')
    expect(within(dialog).getByText(address)).toBeTruthy()
  })

  it('shows the profile name and image, and links the address on the block explorer', async () => {
    const { portico, dialog, address } = await showOnEthereum()
    act(() => {
      setAccountProp(portico, 'profileName', 'alice.eth', 'eip155')
      setAccountProp(portico, 'profileImage', 'https://example.test/alice.png', 'eip155')
    })
    expect(within(dialog).getByText('alice.eth')).toBeTruthy()
    expect(dialog.querySelector('img[src="https://example.test/alice.png"]')).toBeTruthy()
    const explorer = within(dialog).getByRole('link', { name: 'View on block explorer' })
    expect(explorer.getAttribute('href')).toBe(`https://etherscan.io/address/${address}`)
  })

  it('copies the full address and announces it', async () => {
    const { portico, dialog, address } = await showOnEthereum()
    await userEvent.click(within(dialog).getByRole('button', { name: `Copy address ${address}` }))
    expect(portico.platform.clipboard.text).toBe(address)
    expect(await screen.findByText('Address copied')).toBeTruthy()
  })

  it('the network button opens the network list', async () => {
    const { portico, dialog } = await showOnEthereum()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Network: Ethereum. Change network' }))
    expect(portico.$router.get().view).toBe('Networks')
  })

  it('without the history feature there is no Activity tab', async () => {
    const portico = testPortico({ features: { history: false } })
    setCaipAddress(portico, 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'eip155')
    await renderKit(null, portico)
    await act(async () => open(portico, { view: 'Account' }))
    const dialog = await screen.findByRole('dialog', { name: 'Account' }, WAIT)
    const tablist = await within(dialog).findByRole('tablist', {}, WAIT)
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Tokens', 'NFTs'])
  })

  it('disconnecting clears the account and closes the modal', async () => {
    const { portico, dialog } = await showOnEthereum()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }))
    expect(portico.$account.get().address).toBeUndefined()
    expect(portico.$modal.get().open).toBe(false)
  })
})
