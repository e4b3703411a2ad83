// Several wallets at once in the demo app (examples/dapp, the React kit) in a real Chromium against the devnet: two
// EIP-6963 test wallets (the first granting two accounts), their keys in Node and their chains the devnet's anvils.
// The Wallets view is checked with axe and photographed in both themes and on a 390 px phone. Nothing is mocked.
import type { Page } from 'playwright-core'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { checkA11y, dappPage, screenshot, useDemo } from '../src'

const { connection, dialog, walletNav } = dappPage

const keys = { first: generatePrivateKey(), firstMore: generatePrivateKey(), second: generatePrivateKey() }
const address = {
  first: privateKeyToAccount(keys.first).address,
  firstMore: privateKeyToAccount(keys.firstMore).address,
  second: privateKeyToAccount(keys.second).address,
}

const demo = useDemo({
  // Round balances, so each wallet's row shows a figure of its own.
  setUp: async (app) => {
    await dappPage.setBalance(app.devnet.rpcUrls[31337], address.first, '2.5')
    await dappPage.setBalance(app.devnet.rpcUrls[31337], address.second, '7')
  },
})

/** A fresh session with both wallets installed. */
async function openDemo(viewport?: { width: number; height: number }) {
  const { page, errors, wallets } = await demo.open({
    viewport,
    wallets: [
      { privateKey: keys.first, morePrivateKeys: [keys.firstMore], name: 'First Wallet', rdns: 'org.portico.first' },
      { privateKey: keys.second, name: 'Second Wallet', rdns: 'org.portico.second' },
    ],
  })
  return { page, errors, first: wallets[0]! }
}

/** Chooses a wallet in the open Connect view, then signs in when asked. */
async function chooseWallet(page: Page, name: string, shown: string) {
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: `${name}, installed` })
    .click()
  const request = dialog(page, 'Sign In')
  await request.getByRole('button', { name: 'Sign', exact: true }).click()
  await request.waitFor({ state: 'hidden' })
  await connection(page).getByText(shown, { exact: true }).waitFor()
}

/** Connects both wallets: the first from Connect Wallet, the second from the Account view's "Add wallet". */
async function connectBoth(page: Page) {
  await dappPage.connectButton(page).click()
  await chooseWallet(page, 'First Wallet', address.first)
  await openAccount(page)
  await dialog(page, 'Account').getByRole('button', { name: 'Add wallet' }).click()
  await chooseWallet(page, 'Second Wallet', address.second)
}

async function openAccount(page: Page) {
  await walletNav(page).getByRole('button', { name: /0x/ }).click()
  await dialog(page, 'Account').waitFor()
}

/** The Account view with two wallets, as it rests: both Disconnect buttons, the token row loaded. */
async function accountWithBoth(page: Page) {
  const account = dialog(page, 'Account')
  await account.getByRole('button', { name: 'Disconnect all' }).waitFor()
  await account.getByRole('list', { name: 'Tokens' }).getByRole('listitem').first().waitFor()
  return account
}

/** The Wallets view, from the Account view's header (opened first unless the Account view is showing). */
async function openWallets(page: Page, from: 'page' | 'account' = 'page') {
  if (from === 'page') await openAccount(page)
  await dialog(page, 'Account').getByRole('button', { name: 'Wallets' }).click()
  const wallets = dialog(page, 'Wallets')
  await wallets.getByRole('list', { name: 'Wallets' }).waitFor()
  return wallets
}

const wagmiAccount = (page: Page, shown: string) =>
  page.getByRole('region', { name: 'The same wallet through wagmi' }).getByText(shown, { exact: true })

const chooseTheme = async (page: Page, label: 'Light' | 'Dark') => {
  await page.getByRole('radio', { name: label }).check()
  await page.locator(`html[data-theme="${label.toLowerCase()}"]`).waitFor({ state: 'attached' })
}

describe('several wallets at once in the demo', () => {
  it('connects two wallets, switches wallet and account (wagmi follows), disconnects one, and keeps the rest after a reload', async () => {
    const { page, errors, first } = await openDemo()
    await connectBoth(page)
    await wagmiAccount(page, address.second).waitFor()
    await openAccount(page)
    await accountWithBoth(page)
    await screenshot(page, 'dapp-wallets-account-dark', { fullPage: false })

    let wallets = await openWallets(page, 'account')
    const firstCard = wallets.getByRole('button', { name: /^First Wallet/ })
    const secondCard = wallets.getByRole('button', { name: /^Second Wallet/ })
    expect(await secondCard.getAttribute('aria-current')).toBe('true')
    expect(await firstCard.getAttribute('aria-current')).toBeNull()
    expect(await checkA11y(page)).toEqual([])
    await screenshot(page, 'dapp-wallets-dark', { fullPage: false })

    // Another wallet: the Account view comes back with it, and the page's wagmi section follows.
    await firstCard.click()
    await dialog(page, 'Account').waitFor()
    await connection(page).getByText(address.first, { exact: true }).waitFor()
    await wagmiAccount(page, address.first).waitFor()

    // Another account of that wallet, from its list of accounts.
    wallets = await openWallets(page, 'account')
    const accounts = wallets.getByRole('list', { name: 'Accounts in First Wallet' })
    await accounts.getByRole('button', { name: address.firstMore }).click()
    const request = dialog(page, 'Sign In')
    await request.getByRole('button', { name: 'Sign', exact: true }).click()
    await request.waitFor({ state: 'hidden' })
    await connection(page).getByText(address.firstMore, { exact: true }).waitFor()
    await wagmiAccount(page, address.firstMore).waitFor()
    expect(first.requests.filter((m) => m === 'eth_requestAccounts')).toHaveLength(1)

    // One wallet leaves; the other stays, still active.
    wallets = await openWallets(page)
    await wallets.getByRole('button', { name: 'Disconnect Second Wallet' }).click()
    await wallets.getByRole('button', { name: /^Second Wallet/ }).waitFor({ state: 'detached' })
    expect(await wallets.getByRole('button', { name: /^First Wallet/ }).getAttribute('aria-current')).toBe('true')

    await page.reload()
    await connection(page).getByText(address.firstMore, { exact: true }).waitFor()
    wallets = await openWallets(page)
    expect(await wallets.getByRole('list', { name: 'Wallets' }).getByRole('listitem').count()).toBeGreaterThan(0)
    await wallets.getByRole('button', { name: /^First Wallet/ }).waitFor()
    expect(await wallets.getByRole('button', { name: /^Second Wallet/ }).count()).toBe(0)
    expect(errors).toEqual([])
  })

  it("shows the Wallets view in the light theme and on a 390 px phone, without accessibility violations; Account's Disconnect ends the active wallet alone", async () => {
    const { page } = await openDemo()
    await chooseTheme(page, 'Light')
    await connectBoth(page)
    await openWallets(page)
    expect(await checkA11y(page)).toEqual([])
    await screenshot(page, 'dapp-wallets-light', { fullPage: false })

    // Two wallets: Account's Disconnect names the active one and ends it alone (the modal closes); the other stays.
    await page.keyboard.press('Escape')
    await openAccount(page)
    const account = await accountWithBoth(page)
    // The screenshot first: it waits for the dialog's opening to end, which axe must not see half-faded.
    await screenshot(page, 'dapp-wallets-account-light', { fullPage: false })
    expect(await checkA11y(page)).toEqual([])
    await account.getByRole('button', { name: 'Disconnect Second Wallet' }).click()
    await account.waitFor({ state: 'hidden' })
    await connection(page).getByText(address.first, { exact: true }).waitFor()
    await openAccount(page)
    await account.getByRole('button', { name: 'Disconnect', exact: true }).waitFor()
    expect(await account.getByRole('button', { name: 'Disconnect all' }).count()).toBe(0)

    const phone = await openDemo({ width: 390, height: 844 })
    await connectBoth(phone.page)
    await openAccount(phone.page)
    await accountWithBoth(phone.page)
    await screenshot(phone.page, 'dapp-wallets-account-390', { fullPage: false })
    const wallets = await openWallets(phone.page, 'account')
    expect(await checkA11y(phone.page)).toEqual([])
    const box = await wallets.boundingBox()
    expect(box?.width).toBeLessThanOrEqual(390)
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await screenshot(phone.page, 'dapp-wallets-390', { fullPage: false })
  })
})
