// The basic-mode pairing screen against the real WalletConnect connector and the devnet relay on loopback (the
// link shown is the one the SDK really proposed), and a real catalogue server for the phone's wallet list.
import { act, cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { open, type PlatformFacts } from '@portico/sdk'
import { memoryPlatform } from '@portico/sdk/platform'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { renderKit } from '@portico-examples/test-support/kit/render'
import { type TestPortico, testPortico } from '@portico-examples/test-support/portico/testPortico'
import {
  type CatalogueServer,
  type TestWallet,
  startCatalogue,
  testWallets,
} from '@portico-examples/test-support/servers/catalogue'
import { axeViolations } from '@portico-examples/test-support/kit/axe'
import { useLoopbackRelay } from '@portico-examples/test-support/devnet/useLoopbackRelay'

const relay = useLoopbackRelay()
let catalogue: CatalogueServer

// Catalogue entries with their links (the catalogue server passes every field through as it is).
const APPS: (TestWallet & { mobile_link?: string; webapp_link?: string; desktop_link?: string })[] = [
  { id: 'aurora', name: 'Aurora Wallet', mobile_link: 'aurora://' },
  { id: 'borealis', name: 'Borealis', webapp_link: 'https://borealis.example/app' },
  { id: 'desk', name: 'Desk Only', desktop_link: 'desk://' },
]

beforeAll(async () => {
  catalogue = await startCatalogue(testWallets(0, APPS))
}, 30_000)

afterAll(async () => {
  await catalogue?.close()
})

function basicPortico(facts: Partial<PlatformFacts> = {}): TestPortico {
  const portico = testPortico(
    {
      // Basic mode opens this view on a computer; on a phone it opens AllWallets, so there the view is asked for.
      manualWCControl: !facts.isMobile,
      featuredWalletIds: ['aurora', 'borealis', 'desk'],
      connectors: [relay.connector('portico-basic')],
      apiUrls: {
        catalogue: catalogue.url,
        blockchain: 'http://127.0.0.1:9',
        analytics: 'http://127.0.0.1:9',
        relay: relay.url(),
      },
      metadata: { name: 'Portico kit test', description: 'Basic pairing tests', url: 'http://127.0.0.1', icons: [] },
    },
    memoryPlatform(facts),
  )
  return relay.track(portico)
}

/** Opens the modal on the view. */
async function openBasic(portico: TestPortico) {
  await renderKit(null, portico)
  await act(async () => open(portico, { view: 'ConnectingWalletConnectBasic' }))
  return screen.findByRole('dialog', { name: 'WalletConnect' }, { timeout: 5000 })
}

async function pairingUri(portico: TestPortico): Promise<string> {
  await vi.waitFor(() => expect(portico.$connection.get().pairing.uri).toMatch(/^wc:/), { timeout: 20_000 })
  return portico.$connection.get().pairing.uri!
}

describe('ConnectingWalletConnectBasic view', { timeout: 30_000 }, () => {
  it('is where basic mode opens on a computer, and shows the proposed link as a QR code', async () => {
    const portico = basicPortico()
    await renderKit(null, portico)
    await act(async () => open(portico))
    expect(portico.$router.get().view).toBe('ConnectingWalletConnectBasic')
    const dialog = await screen.findByRole('dialog', { name: 'WalletConnect' }, { timeout: 5000 })
    await within(dialog).findByRole('img', { name: 'QR code to connect a wallet' }, { timeout: 20_000 })
    expect(await pairingUri(portico)).toMatch(/^wc:/)
    expect(within(dialog).getByText('Scan this QR code with your phone')).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }))
    expect(portico.platform.clipboard.text).toBe(portico.$connection.get().pairing.uri)
  })

  it('on a phone lists the wallets that open on a phone; choosing one opens it on the link within the tap', async () => {
    const portico = basicPortico({ isMobile: true })
    const dialog = await openBasic(portico)
    expect(within(dialog).getByText('Choose your wallet app to connect')).toBeTruthy()
    const list = within(dialog).getByRole('list', { name: 'Wallets' })
    await within(list).findByRole('button', { name: 'Aurora Wallet' }, { timeout: 5000 })
    await within(list).findByRole('button', { name: 'Borealis' })
    expect(within(list).queryByRole('button', { name: 'Desk Only' })).toBeNull()

    const uri = await pairingUri(portico)
    await vi.waitFor(() =>
      expect(within(list).getByRole('button', { name: 'Aurora Wallet' }).getAttribute('aria-disabled')).toBeNull(),
    )
    within(list).getByRole('button', { name: 'Aurora Wallet' }).click()
    // Checked right after the tap, nothing awaited: a phone only opens an app link inside the gesture.
    expect(portico.platform.openedLinks.at(-1)).toEqual({
      url: `aurora://wc?uri=${encodeURIComponent(uri)}`,
      target: '_self',
    })
    within(list).getByRole('button', { name: 'Borealis' }).click()
    expect(portico.platform.openedLinks.at(-1)).toEqual({
      url: `https://borealis.example/app/wc?uri=${encodeURIComponent(uri)}`,
      target: '_blank',
    })
  })

  it('on a phone, the list is walked with the arrow keys and Enter opens the wallet; the link can be copied', async () => {
    const portico = basicPortico({ isMobile: true })
    const dialog = await openBasic(portico)
    const list = within(dialog).getByRole('list', { name: 'Wallets' })
    await within(list).findByRole('button', { name: 'Borealis' }, { timeout: 5000 })
    const uri = await pairingUri(portico)
    await vi.waitFor(() =>
      expect(within(list).getByRole('button', { name: 'Aurora Wallet' }).getAttribute('aria-disabled')).toBeNull(),
    )
    within(list).getByRole('button', { name: 'Aurora Wallet' }).focus()
    await userEvent.keyboard('{ArrowDown}')
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Borealis')
    await userEvent.keyboard('{Enter}')
    expect(portico.platform.openedLinks.at(-1)?.url).toBe(
      `https://borealis.example/app/wc?uri=${encodeURIComponent(uri)}`,
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }))
    expect(portico.platform.clipboard.text).toBe(uri)
    expect(await screen.findByText('Link copied')).toBeTruthy()
  })

  it('without the WalletConnect connector, says so', async () => {
    const portico = testPortico({}, memoryPlatform({ isMobile: true }))
    const dialog = await openBasic(portico)
    expect((await within(dialog).findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(
      'WalletConnect is not set up in this app',
    )
  })

  it('has no axe violations, on a computer and on a phone', async () => {
    const desktop = basicPortico()
    const dialog = await openBasic(desktop)
    await within(dialog).findByRole('img', { name: 'QR code to connect a wallet' }, { timeout: 20_000 })
    expect(await axeViolations()).toEqual([])
    cleanup()
    const phone = basicPortico({ isMobile: true })
    const list = within(await openBasic(phone)).getByRole('list', { name: 'Wallets' })
    await within(list).findByRole('button', { name: 'Borealis' }, { timeout: 5000 })
    await pairingUri(phone)
    expect(await axeViolations()).toEqual([])
  })
})
