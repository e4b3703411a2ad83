import { act, cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { addRecentWallet, injected, open, type Portico } from '@portico/sdk'
import { connectRows } from '@portico/sdk/catalogue'
import { eip155 } from '@portico/sdk/eip155'
import { embeddedWallet } from '@portico/sdk/embedded'
import { walletConnect } from '@portico/sdk/walletconnect'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { axeViolations } from '@portico-examples/test-support/kit/axe'
import { renderKit } from '@portico-examples/test-support/kit/render'
import { testPortico } from '@portico-examples/test-support/portico/testPortico'
import { type CatalogueServer, startCatalogue, testWallets } from '@portico-examples/test-support/servers/catalogue'
import { announceWallet } from '@portico-examples/test-support/wallets/announcedWallet'
import type { PlatformFacts, PorticoOptions } from '@portico/sdk'
import { memoryPlatform } from '@portico/sdk/platform'

let catalogue: CatalogueServer
beforeAll(async () => {
  catalogue = await startCatalogue(
    testWallets(60, [
      { id: 'aurora', name: 'Aurora Wallet', rdns: 'io.aurora.wallet' },
      { id: 'borealis', name: 'Borealis', rdns: 'io.borealis' },
    ]),
  )
})
afterAll(() => catalogue.close())
afterEach(cleanup)

/** An app with WalletConnect (the catalogue's wallets connect through it) and the connectors of `options`. */
const withWalletConnect = (options: Partial<PorticoOptions>): Partial<PorticoOptions> => ({
  apiUrls: { catalogue: catalogue.url },
  ...options,
  connectors: [walletConnect(), ...(options.connectors ?? [])],
})

async function showConnect(options: Partial<PorticoOptions> = {}, facts: Partial<PlatformFacts> = {}) {
  const portico = testPortico(withWalletConnect(options), memoryPlatform(facts))
  await renderKit(null, portico)
  await act(async () => open(portico))
  const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' }, { timeout: 5000 })
  const list = await within(dialog).findByRole('list', { name: 'Wallets' }, { timeout: 5000 })
  return { portico, dialog, list }
}

/** An app with the embedded wallet: the e-mail field and social logins are offered. */
const EMBEDDED = { connectors: [embeddedWallet()] }

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button')
    .map((b) => b.getAttribute('aria-label'))

describe('Connect view', () => {
  it('lists e-mail, social logins, then wallets: WalletConnect, featured, recommended (capped), All Wallets with its count', async () => {
    const { portico, dialog, list } = await showConnect({ ...EMBEDDED, featuredWalletIds: ['borealis'] })
    await vi.waitFor(() => expect(portico.$wallets.get().status.recommended).toBe('success'), { timeout: 5000 })
    const order = [...dialog.querySelectorAll('form, ul')].map((el) => el.getAttribute('aria-label') ?? el.tagName)
    expect(order).toEqual(['FORM', 'Social logins', 'Wallets'])
    // 4 rows: featured (1) + e-mail (1) + socials (1) leave room for 1 recommended.
    expect(names(list)).toEqual(['WalletConnect', 'Borealis', 'Aurora Wallet', 'All wallets, 57 wallets'])
  })

  it('shows the catalogue’s count on All Wallets on the first open, before All Wallets was ever opened', async () => {
    const { portico, dialog } = await showConnect({ featuredWalletIds: ['borealis'] })
    // 62 wallets: Borealis featured and the 4 recommended are listed; All Wallets holds the other 57.
    await vi.waitFor(
      () => expect(names(within(dialog).getByRole('list', { name: 'Wallets' })).at(-1)).toBe('All wallets, 57 wallets'),
      { timeout: 5000 },
    )
    // All Wallets was never shown: the count is the catalogue's first answer's (its first page is prefetched on open
    // too, so whether that page is in yet is not what this checks).
    expect(portico.$router.get().view).toBe('Connect')
  })

  it('with e-mail and social logins only (no browser wallet, no WalletConnect) ends on them: no "or", no wallet list', async () => {
    const portico = testPortico({ apiUrls: { catalogue: catalogue.url }, connectors: [embeddedWallet()] })
    await renderKit(null, portico)
    await act(async () => open(portico))
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' }, { timeout: 5000 })
    await within(dialog).findByRole('textbox', { name: 'Email' })
    expect(within(dialog).getByRole('button', { name: 'Continue with Google' })).toBeTruthy()
    expect(within(dialog).queryByText('or')).toBeNull()
    expect(within(dialog).queryByRole('list', { name: 'Wallets' })).toBeNull()
  })

  it('puts an announced browser wallet first, installed, and the wallet methods before e-mail', async () => {
    const portico = testPortico({ apiUrls: { catalogue: catalogue.url }, connectors: [injected()] })
    announceWallet(portico.platform, { name: 'Aurora Wallet', rdns: 'io.aurora.wallet' })
    await renderKit(null, portico)
    await act(async () => open(portico))
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 })
    const list = await within(dialog).findByRole('list', { name: 'Wallets' })
    await vi.waitFor(() => expect(names(list)).toContain('Aurora Wallet, installed'), { timeout: 5000 })
    expect(dialog.querySelector('ul, form')?.getAttribute('aria-label')).toBe('Wallets')
    // The catalogue's Aurora Wallet is the same wallet: listed once.
    expect(names(list).filter((name) => name?.startsWith('Aurora'))).toHaveLength(1)
  })

  it('a recent wallet says so in its name: "Aurora Wallet, installed, recent"', async () => {
    const portico = testPortico({ apiUrls: { catalogue: catalogue.url }, connectors: [injected()] })
    announceWallet(portico.platform, { name: 'Aurora Wallet', rdns: 'io.aurora.wallet' })
    addRecentWallet(portico, { id: 'io.aurora.wallet', name: 'Aurora Wallet', rdns: 'io.aurora.wallet' })
    await renderKit(null, portico)
    await act(async () => open(portico))
    const list = await screen.findByRole('list', { name: 'Wallets' })
    await vi.waitFor(() => expect(names(list)[0]).toBe('Aurora Wallet, installed, recent'), { timeout: 5000 })
  })

  it('choosing an installed wallet connects through it on its own view, and the modal closes', async () => {
    const portico = testPortico({
      apiUrls: { catalogue: catalogue.url },
      connectors: [injected()],
      adapters: [eip155()],
    })
    announceWallet(portico.platform, { name: 'Aurora Wallet', rdns: 'io.aurora.wallet' })
    await renderKit(null, portico)
    await act(async () => open(portico))
    const list = await screen.findByRole('list', { name: 'Wallets' })
    await userEvent.click(await within(list).findByRole('button', { name: 'Aurora Wallet, installed' }))
    expect(portico.$router.get()).toMatchObject({
      view: 'ConnectingExternal',
      data: { connector: { name: 'Aurora Wallet' } },
    })
    await vi.waitFor(() => expect(portico.$account.get().address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'), {
      timeout: 5000,
    })
    expect(portico.$modal.get().open).toBe(false)
  })

  it('a refused connection is shown as declined, with a retry, and the modal stays', async () => {
    const portico = testPortico({
      apiUrls: { catalogue: catalogue.url },
      connectors: [injected()],
      adapters: [eip155()],
    })
    announceWallet(portico.platform, { name: 'Aurora Wallet', rdns: 'io.aurora.wallet', reject: true })
    await renderKit(null, portico)
    await act(async () => open(portico))
    const list = await screen.findByRole('list', { name: 'Wallets' })
    await userEvent.click(await within(list).findByRole('button', { name: 'Aurora Wallet, installed' }))
    expect(await screen.findByText('Connection declined', {}, { timeout: 5000 })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
    expect(portico.$modal.get().open).toBe(true)
  })

  it('choosing a catalogue wallet that is not installed goes to its WalletConnect pairing', async () => {
    const { portico, list } = await showConnect({ featuredWalletIds: ['borealis'] })
    await userEvent.click(await within(list).findByRole('button', { name: 'Borealis' }))
    expect(portico.$router.get()).toMatchObject({
      view: 'ConnectingWalletConnect',
      data: { wallet: { id: 'borealis' } },
    })
  })

  it('the All Wallets entry opens AllWallets', async () => {
    const { portico, list } = await showConnect()
    await userEvent.click(within(list).getByRole('button', { name: /^All wallets/ }))
    expect(portico.$router.get().view).toBe('AllWallets')
  })

  it('without WalletConnect lists only the wallets in the page: no WalletConnect row, no catalogue wallet, no All Wallets', async () => {
    const portico = testPortico({
      apiUrls: { catalogue: catalogue.url },
      connectors: [injected()],
      featuredWalletIds: ['borealis'],
    })
    announceWallet(portico.platform, { name: 'Aurora Wallet', rdns: 'io.aurora.wallet' })
    await renderKit(null, portico)
    await act(async () => open(portico))
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' }, { timeout: 5000 })
    const list = await within(dialog).findByRole('list', { name: 'Wallets' }, { timeout: 5000 })
    await vi.waitFor(() => expect(portico.$wallets.get().status.recommended).toBe('success'), { timeout: 5000 })
    expect(names(list)).toEqual(['Aurora Wallet, installed'])
  })

  it('without an embedded-wallet connector offers no e-mail field and no social logins: there is nothing to sign in to', async () => {
    const { dialog, list } = await showConnect({ connectors: [injected()] })
    expect(within(dialog).queryByRole('textbox', { name: 'Email' })).toBeNull()
    expect(within(dialog).queryByRole('list', { name: 'Social logins' })).toBeNull()
    expect(names(list)).toContain('WalletConnect')
  })

  it('checks the e-mail with the SDK’s rule before starting the SDK’s e-mail login', async () => {
    const { portico, dialog } = await showConnect(EMBEDDED)
    const user = userEvent.setup()
    const field = within(dialog).getByRole('textbox', { name: 'Email' })
    await user.type(field, 'not-an-email')
    await user.click(within(dialog).getByRole('button', { name: 'Continue with email' }))
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(within(dialog).getByRole('textbox', { name: 'Email', description: 'Enter a valid email address' })).toBe(
      field,
    )
    expect(portico.$router.get().view).toBe('Connect')
    // The flow past a valid address, with the embedded wallet's frame, is in EmailVerifyOtp.test.tsx.
  })

  it('hides e-mail and socials when the features are off', async () => {
    const { dialog, list } = await showConnect({ ...EMBEDDED, features: { email: false, socials: false } })
    expect(within(dialog).queryByRole('textbox')).toBeNull()
    expect(within(dialog).queryByRole('list', { name: 'Social logins' })).toBeNull()
    expect(list).toBeTruthy()
  })

  it('drops the social logins a messaging app’s browser cannot complete (Android: facebook and x)', async () => {
    const { dialog } = await showConnect(EMBEDDED, { isInAppBrowser: true, isAndroid: true, isMobile: true })
    // The first as a full button, the others as a row of marks named the same way.
    expect(within(dialog).getByRole('button', { name: 'Continue with Google' })).toBeTruthy()
    const socials = within(dialog).getByRole('list', { name: 'Social logins' })
    expect(names(socials)).toEqual([
      'Continue with Discord',
      'Continue with Farcaster',
      'Continue with GitHub',
      'Continue with Apple',
    ])
  })

  it('shows seven social logins as one button and a row of marks, the last two behind "More options"', async () => {
    const { dialog } = await showConnect(EMBEDDED)
    expect(within(dialog).getByRole('button', { name: 'Continue with Google' })).toBeTruthy()
    const socials = () => within(dialog).getByRole('list', { name: 'Social logins' })
    expect(names(socials())).toEqual([
      'Continue with X',
      'Continue with Discord',
      'Continue with Farcaster',
      'Continue with GitHub',
      'More options',
    ])
    await userEvent.click(within(socials()).getByRole('button', { name: 'More options' }))
    expect(names(socials())).toEqual([
      'Continue with X',
      'Continue with Discord',
      'Continue with Farcaster',
      'Continue with GitHub',
      'Continue with Apple',
      'Continue with Facebook',
    ])
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Continue with Apple')
  })

  it('a social login goes to its progress view', async () => {
    const { portico, dialog } = await showConnect(EMBEDDED)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue with GitHub' }))
    expect(portico.$router.get()).toMatchObject({ view: 'ConnectingSocial', data: { provider: 'GitHub' } })
  })

  it('with the legal checkbox, the wallets stay locked until the terms are accepted', async () => {
    const { portico, dialog, list } = await showConnect({
      features: { legalCheckbox: true },
      termsConditionsUrl: 'https://app.test/terms',
      privacyPolicyUrl: 'https://app.test/privacy',
    })
    expect(within(dialog).getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
      'https://app.test/terms',
    )
    expect(within(dialog).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      'https://app.test/privacy',
    )
    const allWallets = within(list).getByRole('button', { name: /^All wallets/ })
    expect(allWallets.getAttribute('aria-disabled')).toBe('true')
    await userEvent.click(allWallets)
    expect(portico.$router.get().view).toBe('Connect')
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /I agree to the Terms of Service/ }))
    expect(allWallets.getAttribute('aria-disabled')).toBeNull()
    await userEvent.click(allWallets)
    expect(portico.$router.get().view).toBe('AllWallets')
  })

  it('without the checkbox, configured links are shown as a notice', async () => {
    const { dialog } = await showConnect({ termsConditionsUrl: 'https://app.test/terms' })
    expect(within(dialog).getByText(/By connecting your wallet, you agree to the/)).toBeTruthy()
    expect(within(dialog).queryByRole('checkbox')).toBeNull()
  })

  it('arrow keys move through the wallet list; it is one tab stop', async () => {
    const { portico, list } = await showConnect({ featuredWalletIds: ['borealis', 'aurora'] })
    // Featured and recommended wallets arrive from the catalogue: take the list once it has settled.
    await vi.waitFor(() => expect(portico.$wallets.get().status.recommended).toBe('success'), { timeout: 5000 })
    await vi.waitFor(() => expect(names(list)).toContain('Aurora Wallet'), { timeout: 5000 })
    const buttons = within(list).getAllByRole('button')
    expect(buttons.filter((b) => b.tabIndex === 0)).toHaveLength(1)
    buttons[0]!.focus()
    await userEvent.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(buttons[1])
    await userEvent.keyboard('{End}')
    expect(document.activeElement).toBe(buttons.at(-1))
  })

  it('is in Arabic, right to left, with locale="ar"', async () => {
    const portico = testPortico({ apiUrls: { catalogue: catalogue.url } })
    await renderKit(null, portico, { locale: 'ar' })
    await vi.waitFor(() => expect(document.querySelector('[data-portico-root]')?.getAttribute('dir')).toBe('rtl'), {
      timeout: 5000,
    })
    await act(async () => open(portico))
    expect(await screen.findByRole('dialog', { name: 'ربط المحفظة' })).toBeTruthy()
  })

  it('has no axe violations, with every section and the legal checkbox', async () => {
    const { portico } = await showConnect({
      featuredWalletIds: ['borealis'],
      features: { legalCheckbox: true },
      termsConditionsUrl: 'https://app.test/terms',
    })
    await vi.waitFor(() => expect(portico.$wallets.get().status.recommended).toBe('success'), { timeout: 5000 })
    expect(await axeViolations()).toEqual([])
  })
})

/**
 * A headless UI's rows: what `connectRows` gives, written the way the kit names its buttons. Any UI built on the
 * SDK's rows lists the same wallets in the same order as the kit.
 */
function headlessRows(portico: Portico): { methods: string[]; wallets: string[] } {
  const rows = connectRows(portico)
  const wallets = rows.wallets.map((row) => {
    if (row.kind === 'walletConnect') return 'WalletConnect'
    if (row.kind === 'allWallets') return row.count > 0 ? `All wallets, ${row.count} wallets` : 'All wallets'
    return [row.name, row.installed ? 'installed' : '', row.recent ? 'recent' : ''].filter(Boolean).join(', ')
  })
  return { methods: rows.methods, wallets }
}

const KIT_METHOD: Record<string, string> = { FORM: 'email', 'Social logins': 'social', Wallets: 'wallet' }

describe('a headless UI built on connectRows', () => {
  const cases: [
    string,
    Partial<PorticoOptions>,
    Partial<PlatformFacts>,
    (portico: ReturnType<typeof testPortico>) => void,
  ][] = [
    [
      'the defaults, with the embedded wallet and a featured wallet',
      { ...EMBEDDED, featuredWalletIds: ['borealis'] },
      {},
      () => {},
    ],
    [
      'an announced wallet that is also recent and in the catalogue',
      { connectors: [injected()] },
      {},
      (portico) => {
        announceWallet(portico.platform, { name: 'Aurora Wallet', rdns: 'io.aurora.wallet' })
        addRecentWallet(portico, { id: 'aurora', name: 'Aurora Wallet', rdns: 'io.aurora.wallet' })
      },
    ],
    [
      "the app's own orders",
      {
        ...EMBEDDED,
        features: {
          connectorTypeOrder: ['recommended', 'walletConnect'],
          connectMethodsOrder: ['social', 'wallet', 'email'],
        },
      },
      {},
      () => {},
    ],
    ['a phone, with All Wallets only on mobile', { allWallets: 'ONLY_MOBILE' }, { isMobile: true }, () => {}],
  ]

  it.each(cases)('shows the same methods and wallet rows as the kit: %s', async (_, options, facts, arrange) => {
    const portico = testPortico(withWalletConnect(options), memoryPlatform(facts))
    arrange(portico)
    await renderKit(null, portico)
    await act(async () => open(portico))
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 })
    const list = await within(dialog).findByRole('list', { name: 'Wallets' }, { timeout: 5000 })
    await vi.waitFor(() => expect(portico.$wallets.get().status.recommended).toBe('success'), { timeout: 5000 })
    await vi.waitFor(() => expect(names(list)).toEqual(headlessRows(portico).wallets))
    const kitMethods = [...dialog.querySelectorAll('form, ul')].map(
      (el) => KIT_METHOD[el.getAttribute('aria-label') ?? el.tagName],
    )
    expect(kitMethods).toEqual(headlessRows(portico).methods)
  })
})
