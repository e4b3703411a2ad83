// WalletConnect in the demo app (examples/dapp) in a real Chromium: the user opens the kit's Connect view, chooses
// WalletConnect and copies the pairing link from the ConnectingWalletConnect view; a real @reown/walletkit wallet
// in Node pairs with it over the devnet relay and approves. The page shows the account; a message signed from the
// demo is answered by that wallet; the wallet ends the session and the page follows. The session spans every
// namespace the wallet holds (EVM, Bitcoin, Cosmos, Polkadot). The demo asks for sign-in; its networks are not all
// EVM, so there is no one-click sign-in (the SDK's devnet tests cover that): the Sign In request follows the
// approval and the wallet signs it (personal_sign). The Verify
// service is the devnet's stand-in (apiUrls.verify); WalletConnect's own is unreachable, as offline (offlineVerify;
// IS_VITEST=true in this process). Nothing is mocked.
import type { BrowserContext, Page } from 'playwright-core'
import { verifyMessage, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  BITCOIN_ADDRESS,
  COSMOS_ADDRESS,
  POLKADOT_ADDRESS,
  startTestWallet,
  type TestWallet,
} from '@portico-examples/test-support/wallets/walletConnectWallet'
import { VERIFY_WAIT_MS } from '@portico/sdk/internal'
import {
  collectPageErrors,
  checkA11y,
  dappPage,
  launchSharedBrowser,
  screenshot,
  startDapp,
  offlineVerify,
  VERIFY_HOSTS,
  type ExampleFixture,
  type SharedBrowser,
} from '../src'

const { connectButton, connection, dialog, signInRegion } = dappPage

let app: ExampleFixture
let browser: SharedBrowser
const wallets: TestWallet[] = []

const account = privateKeyToAccount(generatePrivateKey())

beforeAll(async () => {
  ;[app, browser] = await Promise.all([startDapp(), launchSharedBrowser()])
  expect(app.devnet.relayUrl).toMatch(/^ws:\/\//)
})

afterEach(async () => {
  await Promise.all(wallets.splice(0).map((wallet) => wallet.close()))
  await browser.closeSessions()
})

afterAll(async () => {
  await browser?.close()
  await app?.stop()
})

/** Opens the demo with no browser wallet installed; the page may use the clipboard (the copy-link control). */
async function openDemo(): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  const { context, page } = await browser.newSession()
  const errors = collectPageErrors(page)
  await offlineVerify(context)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(app.plain.url).origin })
  await page.goto(app.plain.url)
  return { page, context, errors }
}

/** A real WalletConnect wallet in Node, on the devnet relay, holding `account` on chain 31337. */
async function startWallet(): Promise<TestWallet> {
  const wallet = await startTestWallet({ relayUrl: app.devnet.relayUrl!, rpcUrl: app.devnet.rpcUrls[31337], account })
  wallets.push(wallet)
  return wallet
}

/** Connect → WalletConnect → "Copy link": returns the pairing link the page put on the clipboard. */
async function copyPairingLink(page: Page): Promise<string> {
  await connectButton(page).click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: /^WalletConnect/ })
    .click()
  const view = dialog(page, 'WalletConnect')
  await view.getByRole('button', { name: 'Copy link' }).click()
  // Announced to screen readers by the kit's live region (outside the dialog).
  await page.getByText('Link copied', { exact: true }).waitFor({ state: 'attached' })
  const link = await page.evaluate(() => navigator.clipboard.readText())
  expect(link).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  return link
}

/**
 * Pairs the wallet with the page and waits until the page shows the account, signed in: the demo asks for sign-in
 * once the session is approved, and the wallet signs the request.
 */
async function pairAndConnect(page: Page, wallet: TestWallet): Promise<void> {
  const link = await copyPairingLink(page)
  await screenshot(page, 'dapp-walletconnect-pairing')
  await wallet.pair(link)
  await connection(page).getByText(account.address, { exact: true }).waitFor()
  const request = dialog(page, 'Sign In')
  await request.getByRole('button', { name: 'Sign', exact: true }).click()
  await request.waitFor({ state: 'hidden' })
  await signInRegion(page).getByText(`Signed in as ${account.address}`).waitFor()
}

describe('WalletConnect in the demo app (Chromium, a walletkit wallet in Node over the devnet relay)', () => {
  it('pairs through the copied link; the wallet approves; the page shows the account on the devnet chain', async () => {
    const { page, errors } = await openDemo()
    const wallet = await startWallet()
    await pairAndConnect(page, wallet)
    expect(wallet.proposals()).toBe(1)
    expect(wallet.requests).toEqual(['personal_sign'])
    expect(wallet.activeSessions()).toHaveLength(1)
    await connection(page).getByText('Portico Devnet (chain 31337)', { exact: true }).waitFor()
    // The session's other namespaces are connected too.
    const accounts = connection(page).getByRole('list', { name: 'Connected accounts' })
    for (const address of [BITCOIN_ADDRESS, COSMOS_ADDRESS, POLKADOT_ADDRESS])
      await accounts.getByText(address, { exact: false }).waitFor()
    expect(await connectButton(page).count()).toBe(0)
    expect(await checkA11y(page)).toEqual([])
    await screenshot(page, 'dapp-walletconnect-connected')
    expect(errors).toEqual([])
  })

  it('signs a message from the demo; the wallet answers and the signature is the account’s', async () => {
    const { page } = await openDemo()
    const wallet = await startWallet()
    await pairAndConnect(page, wallet)
    const section = page.getByRole('region', { name: 'Sign a message' })
    await section.getByRole('textbox', { name: 'Message' }).fill('Signed over WalletConnect')
    await section.getByRole('button', { name: 'Sign message' }).click()
    await section.getByRole('status').getByText('Message signed').waitFor()
    expect(wallet.requests).toContain('personal_sign')
    const signature = (await section.getByRole('definition').first().textContent()) as Hex
    await section.getByText('Valid signature').waitFor()
    expect(await verifyMessage({ address: account.address, message: 'Signed over WalletConnect', signature })).toBe(
      true,
    )
  })

  it('the wallet ending the session disconnects the page: the Connect button comes back', async () => {
    const { page } = await openDemo()
    const wallet = await startWallet()
    await pairAndConnect(page, wallet)
    await wallet.disconnect()
    await connectButton(page).waitFor()
    await connection(page).getByText('Not connected.', { exact: false }).waitFor()
    expect(wallet.activeSessions()).toEqual([])
  })
})

describe('WalletConnect Verify on the offline devnet (no route stub)', () => {
  /** The demo with nothing answering for WalletConnect's own Verify service (as on a machine without internet). */
  async function openOffline(blockDevnetVerify: boolean) {
    const { context, page } = await browser.newSession()
    const outside: string[] = []
    await context.route(VERIFY_HOSTS, (route) => {
      outside.push(route.request().url())
      return route.abort('namenotresolved')
    })
    if (blockDevnetVerify) await context.route(/\/verify\/v3\//, (route) => route.abort('connectionrefused'))
    const attested: string[] = []
    page.on('request', (request) => {
      if (request.url().startsWith(`${app.devnet.apiUrl}/verify/v3/attestation`)) attested.push(request.url())
    })
    await page.goto(app.plain.url)
    return { page, outside, attested }
  }

  const showPairing = async (page: Page, timeout: number) => {
    await connectButton(page).click()
    await dialog(page, 'Connect Wallet')
      .getByRole('button', { name: /^WalletConnect/ })
      .click()
    await dialog(page, 'WalletConnect').getByRole('button', { name: 'Copy link' }).waitFor({ timeout })
  }

  it("shows the QR code at once: the demo attests with the devnet's Verify stand-in; nothing goes to WalletConnect", async () => {
    const { page, outside, attested } = await openOffline(false)
    await showPairing(page, 5_000)
    expect(attested.length).toBeGreaterThan(0)
    expect(outside).toEqual([])
    // A new QR after closing the first shows no error of the abandoned attempt.
    await page.keyboard.press('Escape')
    await showPairing(page, 5_000)
    expect(await dialog(page, 'WalletConnect').getByText('Request was aborted').count()).toBe(0)
    expect(await dialog(page, 'WalletConnect').getByRole('alert').count()).toBe(0)
  })

  it('shows the QR code within the Verify wait (3 s) when no Verify service can be reached at all', async () => {
    const { page } = await openOffline(true)
    await showPairing(page, VERIFY_WAIT_MS + 5_000) // it never showed before: one of two attestations waited for ever
  })
})
