// The pairing view against the real WalletConnect connector and the devnet relay on loopback: the link shown is
// the one the SDK really proposed. A replaced link is set with the SDK's own `setPairingUri`, as the SDK does when a
// wallet rejects or the link nears expiry (waiting out the real expiry would take minutes).
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { addRecentWallet, open } from '@portico/sdk'
import { resetPairing, setPairingUri } from '@portico/sdk/internal'
import { describe, expect, it } from 'vitest'
import { renderKit } from '@portico-examples/test-support/kit/render'
import { type TestPortico, testPortico } from '@portico-examples/test-support/portico/testPortico'
import { axeViolations } from '@portico-examples/test-support/kit/axe'
import { useLoopbackRelay } from '@portico-examples/test-support/devnet/useLoopbackRelay'

const relay = useLoopbackRelay()

const AURORA = { id: 'aurora', name: 'Aurora Wallet', desktop_link: 'aurora://' }

function pairingPortico(): TestPortico {
  return relay.track(
    testPortico({
      connectors: [relay.connector('portico-kit')],
      apiUrls: {
        catalogue: 'http://127.0.0.1:9',
        blockchain: 'http://127.0.0.1:9',
        analytics: 'http://127.0.0.1:9',
        relay: relay.url(),
      },
      metadata: { name: 'Portico kit test', description: 'Pairing view tests', url: 'http://127.0.0.1', icons: [] },
    }),
  )
}

async function showPairing(portico: TestPortico, wallet: { id: string; name: string } = AURORA) {
  await renderKit(null, portico)
  await act(async () =>
    open(portico, { view: 'ConnectingWalletConnect', data: { wallet: { id: wallet.id, name: wallet.name } } }),
  )
  const dialog = await screen.findByRole('dialog', { name: wallet.name }, { timeout: 5000 })
  return dialog
}

/** The pairing link the SDK proposed, once the QR code for it is on screen. */
async function shownUri(portico: TestPortico, dialog: HTMLElement, qrName = 'QR code for Aurora Wallet') {
  await within(dialog).findByRole('img', { name: qrName }, { timeout: 20_000 })
  const uri = portico.$connection.get().pairing.uri
  if (!uri) throw new Error('no pairing link in the store')
  return uri
}

describe('ConnectingWalletConnect view', { timeout: 30_000 }, () => {
  it('without the WalletConnect connector, says so instead of pairing', async () => {
    const portico = testPortico()
    const dialog = await showPairing(portico)
    expect((await within(dialog).findByRole('alert', {}, { timeout: 10_000 })).textContent).toBe(
      'WalletConnect is not set up in this app',
    )
    expect(portico.$connection.get().pairing.uri).toBeUndefined()
  })

  it('starts pairing on open and shows the proposed link as a QR code, with the time left', async () => {
    const portico = pairingPortico()
    const dialog = await showPairing(portico)
    const uri = await shownUri(portico, dialog)
    expect(uri).toMatch(/^wc:/)
    expect(within(dialog).getByText('Scan this QR code with Aurora Wallet')).toBeTruthy()
    const seconds = Math.ceil((portico.$connection.get().pairing.expiry! - Date.now()) / 1000)
    // Minutes and seconds: 'Link expires in 4:59'.
    const countdown = within(dialog).getByText(/^Link expires in \d:\d\d$/)
    const [, minutes, rest] = countdown.textContent!.match(/(\d+):(\d\d)/)!
    const shown = Number(minutes) * 60 + Number(rest)
    expect(shown).toBeGreaterThanOrEqual(seconds - 2)
    expect(shown).toBeLessThanOrEqual(seconds)
  })

  it('copies the link to the clipboard and announces it', async () => {
    const portico = pairingPortico()
    const dialog = await showPairing(portico)
    const uri = await shownUri(portico, dialog)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }))
    expect(portico.platform.clipboard.text).toBe(uri)
    expect(await screen.findByText('Link copied')).toBeTruthy()
  })

  it('opens the link itself, and the wallet app on the link within the click', async () => {
    const portico = pairingPortico()
    addRecentWallet(portico, AURORA)
    const dialog = await showPairing(portico)
    const uri = await shownUri(portico, dialog)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open link' }))
    expect(portico.platform.openedLinks.at(-1)?.url).toBe(uri)
    within(dialog).getByRole('button', { name: 'Open Aurora Wallet' }).click()
    // Checked right after the click, nothing awaited: a browser only opens an app link inside the gesture.
    expect(portico.platform.openedLinks.at(-1)).toEqual({
      url: `aurora://wc?uri=${encodeURIComponent(uri)}`,
      target: '_self',
    })
  })

  it("links to the wallet's home page for a user who does not have it yet (on a desktop), never to a refused URL", async () => {
    const portico = pairingPortico()
    // A recent wallet keeps the catalogue's fields it was stored with (the store is a loose object).
    const withLinks = { ...AURORA, homepage: 'https://aurora.example', app_store: 'javascript:alert(1)' }
    addRecentWallet(portico, withLinks as Parameters<typeof addRecentWallet>[1])
    const dialog = await showPairing(portico)
    await shownUri(portico, dialog)
    const link = within(dialog).getByRole('link', { name: 'Get Aurora Wallet' })
    expect(link.getAttribute('href')).toBe('https://aurora.example')
    expect(link.getAttribute('rel')).toContain('noopener')
  })

  it('offers no app button for plain WalletConnect (no wallet chosen)', async () => {
    const portico = pairingPortico()
    const dialog = await showPairing(portico, { id: 'walletConnect', name: 'WalletConnect' })
    await shownUri(portico, dialog, 'QR code to connect a wallet')
    expect(within(dialog).queryByRole('button', { name: /^Open WalletConnect/ })).toBeNull()
    expect(within(dialog).getByText('Scan this QR code with your phone')).toBeTruthy()
  })

  it('a replaced link re-renders the QR code and is announced politely', async () => {
    const portico = pairingPortico()
    const dialog = await showPairing(portico)
    const first = await shownUri(portico, dialog)
    const qr = within(dialog).getByRole('img', { name: 'QR code for Aurora Wallet' }).innerHTML
    const fresh = first.replace(/symKey=[0-9a-f]+/, `symKey=${'ab'.repeat(32)}`)
    await act(async () => setPairingUri(portico, fresh))
    expect(within(dialog).getByRole('img', { name: 'QR code for Aurora Wallet' }).innerHTML).not.toBe(qr)
    const announcement = await screen.findByText('Link expired — fresh code generated')
    expect(announcement.closest('[aria-live]')?.getAttribute('aria-live')).toBe('polite')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }))
    expect(portico.platform.clipboard.text).toBe(fresh)
  })

  it('an attempt that failed leaves no error under the next link', async () => {
    const portico = pairingPortico()
    const dialog = await showPairing(portico)
    const first = await shownUri(portico, dialog)
    // The link is withdrawn: the SDK abandons this attempt ('Request was aborted'), shown while no new link is up.
    await act(async () => resetPairing(portico))
    await within(dialog).findByText('Request was aborted')
    const fresh = first.replace(/symKey=[0-9a-f]+/, `symKey=${'cd'.repeat(32)}`)
    await act(async () => setPairingUri(portico, fresh))
    await within(dialog).findByRole('img', { name: 'QR code for Aurora Wallet' })
    expect(within(dialog).queryByText('Request was aborted')).toBeNull()
    expect(within(dialog).queryByRole('alert')).toBeNull()
  })

  it('every action is reachable with the keyboard', async () => {
    const portico = pairingPortico()
    addRecentWallet(portico, AURORA)
    const dialog = await showPairing(portico)
    await shownUri(portico, dialog)
    const reached = new Set<string>()
    for (let i = 0; i < 8; i++) {
      await userEvent.tab()
      const name = document.activeElement?.textContent
      if (name) reached.add(name)
    }
    expect([...reached]).toEqual(expect.arrayContaining(['Copy link', 'Open link', 'Open Aurora Wallet']))
  })

  it('has no axe violations', async () => {
    const portico = pairingPortico()
    addRecentWallet(portico, AURORA)
    const dialog = await showPairing(portico)
    await shownUri(portico, dialog)
    expect(await axeViolations()).toEqual([])
  })
})
