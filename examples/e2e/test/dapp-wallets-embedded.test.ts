// The embedded wallet beside two browser wallets in the demo app (examples/dapp) in a real Chromium against the
// devnet: e-mail login through the kit (the device link and the code read from the devnet's dev mailbox), then two
// EIP-6963 test wallets added from the Account view; switching between them and a reload. Nothing is mocked.
import type { Page } from 'playwright-core'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  checkA11y,
  dappPage,
  launchSharedBrowser,
  offlineVerify,
  screenshot,
  startDapp,
  testWallet,
  type ExampleFixture,
  type SharedBrowser,
} from '../src'

const { connectButton, connection, dialog, walletNav } = dappPage

let app: ExampleFixture
let browser: SharedBrowser

const keys = { first: generatePrivateKey(), second: generatePrivateKey() }
const address = { first: privateKeyToAccount(keys.first).address, second: privateKeyToAccount(keys.second).address }

beforeAll(async () => {
  ;[app, browser] = await Promise.all([startDapp({ relay: false }), launchSharedBrowser()])
})

afterEach(() => browser.closeSessions())

afterAll(async () => {
  await browser?.close()
  await app?.stop()
})

interface Mail {
  subject: string
  link?: string
  code?: string
}

/** The newest mail to `email` in the devnet's mailbox. */
async function newestMail(email: string): Promise<Mail> {
  const response = await fetch(`${app.devnet.mailboxUrl}?email=${encodeURIComponent(email)}`)
  const mail = ((await response.json()) as Mail[])[0]
  if (!mail) throw new Error(`No mail to ${email}`)
  return mail
}

/** E-mail login through the kit, then the sign-in approved in the embedded wallet's frame; returns the address. */
async function logIn(page: Page, email: string): Promise<string> {
  await connectButton(page).click()
  const connect = dialog(page, 'Connect Wallet')
  await connect.getByRole('textbox', { name: 'Email' }).fill(email)
  await connect.getByRole('button', { name: 'Continue with email' }).click()
  await dialog(page, 'Register Device').getByText(`Approve the login link we sent to ${email}`).waitFor()
  expect((await fetch((await newestMail(email)).link!)).ok).toBe(true)
  const code = dialog(page, 'Confirm Email')
  await code.getByText(`Enter the code we sent to ${email}`).waitFor()
  await code.getByRole('textbox', { name: /Verification code/ }).fill((await newestMail(email)).code!)
  const address = connection(page).getByText(/^0x[0-9a-fA-F]{40}$/)
  await address.waitFor()
  const signIn = dialog(page, 'Sign In')
  await signIn.getByRole('button', { name: 'Sign', exact: true }).click()
  await page.frameLocator('iframe[title="Embedded wallet"]').getByRole('button', { name: 'Approve' }).click()
  await signIn.waitFor({ state: 'hidden' })
  return (await address.textContent()) ?? ''
}

async function openWallets(page: Page) {
  await walletNav(page).getByRole('button', { name: /0x/ }).click()
  return walletsFromAccount(page)
}

/** The Wallets view, from the Account view's header. */
async function walletsFromAccount(page: Page) {
  const account = dialog(page, 'Account')
  // The Account view is in (its own actions shown) before its header's Wallets button is used.
  await account.getByRole('button', { name: 'Add wallet' }).waitFor()
  await account.getByRole('button', { name: 'Wallets' }).click()
  const wallets = dialog(page, 'Wallets')
  await wallets.getByRole('list', { name: 'Wallets' }).waitFor()
  return wallets
}

/** Adds a browser wallet from the Account view's "Add wallet", then signs in with it. */
async function addWallet(page: Page, name: string, shown: string) {
  await walletNav(page).getByRole('button', { name: /0x/ }).click()
  await dialog(page, 'Account').getByRole('button', { name: 'Add wallet' }).click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: `${name}, installed` })
    .click()
  const signIn = dialog(page, 'Sign In')
  await signIn.getByRole('button', { name: 'Sign', exact: true }).click()
  await signIn.waitFor({ state: 'hidden' })
  await connection(page).getByText(shown, { exact: true }).waitFor()
}

// A login, two wallets each signed in, two switches, a reload and two axe passes: a budget for a busy machine.
describe('the embedded wallet beside two browser wallets', { timeout: 180_000 }, () => {
  it('logs in by e-mail, adds two browser wallets, switches, and keeps all three after a reload', async () => {
    const { context, page } = await browser.newSession()
    await offlineVerify(context)
    const rpcUrls = app.devnet.rpcUrls
    await testWallet(context, { privateKey: keys.first, rpcUrls, name: 'First Wallet', rdns: 'org.portico.first' })
    await testWallet(context, { privateKey: keys.second, rpcUrls, name: 'Second Wallet', rdns: 'org.portico.second' })
    await page.goto(app.plain.url)
    const embedded = await logIn(page, `wallets-${Date.now()}@example.com`)
    await addWallet(page, 'First Wallet', address.first)
    await addWallet(page, 'Second Wallet', address.second)

    let wallets = await openWallets(page)
    const cards = () => wallets.getByRole('list', { name: 'Wallets' }).locator(':scope > li')
    expect(await cards().count()).toBe(3)
    // The embedded wallet's two accounts are named for what they are.
    const embeddedCard = cards().filter({ hasNotText: /First Wallet|Second Wallet/ })
    await embeddedCard.getByRole('button', { name: /Smart account$/ }).waitFor()
    await embeddedCard.getByRole('button', { name: /Externally owned account$/ }).waitFor()
    expect(await checkA11y(page)).toEqual([])
    await screenshot(page, 'dapp-wallets-embedded', { fullPage: false })
    await page.setViewportSize({ width: 390, height: 844 })
    await screenshot(page, 'dapp-wallets-embedded-390', { fullPage: false })
    await page.setViewportSize({ width: 1024, height: 768 })
    expect(await wallets.getByRole('button', { name: /^Second Wallet/ }).getAttribute('aria-current')).toBe('true')
    // Back to the first browser wallet, then to the embedded one (the card not named after a browser wallet).
    await wallets.getByRole('button', { name: /^First Wallet/ }).click()
    await connection(page).getByText(address.first, { exact: true }).waitFor()
    wallets = await walletsFromAccount(page)
    await wallets
      .getByRole('listitem')
      .filter({ hasNotText: /First Wallet|Second Wallet/ })
      .getByRole('button')
      .first()
      .click()
    await connection(page).getByText(embedded, { exact: true }).waitFor()

    // A reload: all three come back silently, the embedded wallet still the active one, nothing asked again.
    await page.reload()
    await connection(page).getByText(embedded, { exact: true }).waitFor()
    wallets = await openWallets(page)
    await wallets.getByRole('button', { name: /^Second Wallet/ }).waitFor()
    await wallets.getByRole('button', { name: /^First Wallet/ }).waitFor()
    expect(await cards().count()).toBe(3)
    expect(await wallets.getByRole('button', { name: /^First Wallet/ }).getAttribute('aria-current')).toBeNull()
    expect(await wallets.getByRole('button', { name: /^Second Wallet/ }).getAttribute('aria-current')).toBeNull()
    expect(await dialog(page, 'Sign In').count()).toBe(0)
    expect(await checkA11y(page)).toEqual([])
  })
})
