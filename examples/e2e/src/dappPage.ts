// The demo app (examples/dapp) as a user sees it: its landmarks, the kit's buttons and dialogs, by role and name.
// Shared by the dapp*.test.ts files (also exported from the harness index).
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { parseEther, type Hex } from 'viem'
import { collectPageErrors } from './pageErrors'
import type { SharedBrowser } from './sharedBrowser'
import { testWallet, type TestWallet, type TestWalletOptions } from './testWallet'
import { offlineVerify } from './verifyRoute'

export const WALLET_NAME = 'Portico Test Wallet'

export const walletNav = (page: Page) => page.getByRole('navigation', { name: 'Wallet' })
export const connectButton = (page: Page) => walletNav(page).getByRole('button', { name: 'Connect Wallet' })
export const networkButton = (page: Page, name: string) =>
  walletNav(page).getByRole('button', { name: `Network: ${name}. Change network` })
export const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })
export const connection = (page: Page) => page.getByRole('region', { name: 'Connection' })
export const signInRegion = (page: Page) => page.getByRole('region', { name: 'Sign in with your wallet' })
export const openViewButton = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Open a view' }).getByRole('button', { name: label })

/**
 * The Connect view's All Wallets row once the wallet catalogue has answered: the count of wallets after its name
 * comes with the answer, and so do the catalogue's rows above it. `label` is the row's name in the locale shown.
 */
export function allWalletsCounted(connect: Locator, label = 'All wallets'): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return connect.getByRole('button', { name: new RegExp(`^${escaped}.+`) })
}

/** Opens the demo at `url` in a fresh session with the test wallet installed; collects the page's errors. */
export async function openDemo(
  browser: SharedBrowser,
  url: string,
  wallet: TestWalletOptions,
): Promise<{ context: BrowserContext; page: Page; wallet: TestWallet; errors: string[] }> {
  const { context, page } = await browser.newSession()
  const errors = collectPageErrors(page)
  await offlineVerify(context)
  const installed = await testWallet(context, wallet)
  await page.goto(url)
  return { context, page, wallet: installed, errors }
}

/** Connects the test wallet through the kit's Connect view; then signs in, or cancels the sign-in request. */
export async function connectWallet(
  page: Page,
  address: string,
  then: 'sign in' | 'cancel sign-in' | 'nothing' = 'sign in',
) {
  await connectButton(page).click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: `${WALLET_NAME}, installed` })
    .click()
  await connection(page).getByText(address, { exact: true }).waitFor()
  if (then === 'nothing') return
  const request = dialog(page, 'Sign In')
  await request.getByRole('button', { name: then === 'sign in' ? 'Sign' : 'Cancel', exact: true }).click()
  await request.waitFor({ state: 'hidden' })
}

/** Sets the account's native balance on an anvil chain, so the figures on the page are exact. */
export async function setBalance(rpcUrl: string, address: Hex, ether: string): Promise<void> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setBalance',
      params: [address, `0x${parseEther(ether).toString(16)}`],
    }),
  })
  if (!response.ok) throw new Error(`anvil_setBalance: HTTP status code ${response.status}`)
}

/** How many times the page asked the wallet to connect (a prompt in a real wallet). */
export const prompts = (wallet: TestWallet) => wallet.requests.filter((m) => m === 'eth_requestAccounts').length
