// The headless example (examples/headless: the SDK alone, no React) in a real Chromium against the devnet, driven
// as a user would: by roles and accessible names. The wallet is the harness's EIP-6963 test wallet, its keys in
// Node and its chains the devnet's anvils. Nothing is mocked.
import { randomBytes } from 'node:crypto'
import type { Page } from 'playwright-core'
import { keplrWallet } from '@portico-examples/test-support/wallets/keplrWallet'
import { parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Devnet } from '@portico-examples/devnet'
import {
  collectPageErrors,
  checkA11y,
  installNamespaceWallets,
  launchBrowser,
  screenshot,
  startHeadless,
  testWallet,
  type Browser,
  type ExampleFixture,
  type StaticServer,
  type TestWalletOptions,
} from '../src'

let app: ExampleFixture
let devnet: Devnet
let plain: StaticServer
let strict: StaticServer
const browsers: Browser[] = []

// A fresh account with round balances on each chain, so the page's figures are exact.
const privateKey = generatePrivateKey()
const address = privateKeyToAccount(privateKey).address

async function setBalance(rpcUrl: string, ether: string): Promise<void> {
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
  expect(response.ok).toBe(true)
}

beforeAll(async () => {
  app = await startHeadless({ relay: false, frame: false })
  ;({ devnet, plain, strict } = app)
  await setBalance(devnet.rpcUrls[31337], '12.5')
  await setBalance(devnet.rpcUrls[31338], '3')
})

afterEach(async () => {
  await Promise.all(browsers.splice(0).map((b) => b.close()))
})

afterAll(async () => {
  await app?.stop()
})

/** Opens the example in a fresh browser with the test wallet installed; collects the page's errors. */
async function openExample(url = plain.url, wallet: Partial<TestWalletOptions> = {}) {
  const browser = await launchBrowser()
  browsers.push(browser)
  const errors: string[] = []
  const { page, context } = browser
  collectPageErrors(page, errors)
  const testWalletInstance = await testWallet(context, { privateKey, rpcUrls: devnet.rpcUrls, ...wallet })
  await page.goto(url)
  return { page, wallet: testWalletInstance, errors }
}

const walletButton = (page: Page) => page.getByRole('button', { name: 'Connect Portico Test Wallet' })
const accountRegion = (page: Page) => page.getByRole('region', { name: 'Account' })

async function connectWallet(page: Page): Promise<void> {
  await walletButton(page).click()
  await accountRegion(page).getByText(address, { exact: true }).waitFor()
}

const prompts = (requests: string[]) => requests.filter((m) => m === 'eth_requestAccounts').length

describe('the headless example in Chromium', () => {
  it('connects a Cosmos wallet beside the EVM one and switches between the two namespaces', async () => {
    const browser = await launchBrowser()
    browsers.push(browser)
    const { page, context } = browser
    const errors = collectPageErrors(page)
    await testWallet(context, { privateKey, rpcUrls: devnet.rpcUrls })
    const keplr = keplrWallet({ privateKey: randomBytes(32) })
    await installNamespaceWallets(context, { keplr })
    await page.goto(plain.url)
    await connectWallet(page)
    // The list now offers the wallets of the namespaces not connected yet.
    await page.getByRole('button', { name: 'Connect Keplr' }).click()
    const cosmosAddress = keplr.addressOn('cosmoshub-4')
    await accountRegion(page).getByText(cosmosAddress, { exact: true }).waitFor()
    await accountRegion(page).getByText('Cosmos Hub (chain cosmoshub-4)', { exact: true }).waitFor()
    expect(await accountRegion(page).getByText('Balance').isVisible()).toBe(false)
    const accounts = page.getByRole('region', { name: 'Connected accounts' })
    await accounts.getByRole('button', { name: 'Use EVM' }).click()
    await accountRegion(page).getByText('12.5 ETH', { exact: true }).waitFor()
    await accounts.getByRole('button', { name: 'Use Cosmos' }).waitFor()
    expect(await checkA11y(page)).toEqual([])
    await screenshot(page, 'headless-two-namespaces')
    expect(errors).toEqual([])
  })

  it('lists the discovered browser wallet as a named button, with no accessibility violation', async () => {
    const { page, errors } = await openExample()
    await walletButton(page).waitFor()
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Portico headless example')
    expect(await page.getByRole('heading', { name: 'Browser wallets' }).isVisible()).toBe(true)
    expect(await accountRegion(page).isVisible()).toBe(false)
    expect(await checkA11y(page)).toEqual([])
    await screenshot(page, 'headless-wallets')
    expect(errors).toEqual([])
  })

  it('connects: shows the address, the network and the native balance; one prompt in the wallet', async () => {
    const { page, wallet, errors } = await openExample()
    await connectWallet(page)
    const account = accountRegion(page)
    await account.getByText('Portico Devnet (chain 31337)', { exact: true }).waitFor()
    await account.getByText('12.5 ETH', { exact: true }).waitFor()
    await page.getByRole('status').getByText('Connected to Portico Test Wallet').waitFor()
    expect(await walletButton(page).isVisible()).toBe(false)
    expect(prompts(wallet.requests)).toBe(1)
    expect(await checkA11y(page)).toEqual([])
    await screenshot(page, 'headless-account')
    expect(errors).toEqual([])
  })

  it('stays connected after a reload, without asking the wallet again', async () => {
    const { page, wallet } = await openExample()
    await connectWallet(page)
    await page.reload()
    await accountRegion(page).getByText(address, { exact: true }).waitFor()
    await accountRegion(page).getByText('12.5 ETH', { exact: true }).waitFor()
    expect(await walletButton(page).isVisible()).toBe(false)
    expect(prompts(wallet.requests)).toBe(1)
    expect(wallet.requests).toContain('eth_accounts')
  })

  it('switches to 31338 and back; the balance follows the network', async () => {
    const { page, wallet } = await openExample()
    await connectWallet(page)
    const account = accountRegion(page)
    await page.getByRole('button', { name: 'Switch to Portico Devnet 2' }).click()
    await account.getByText('Portico Devnet 2 (chain 31338)', { exact: true }).waitFor()
    await account.getByText('3 ETH', { exact: true }).waitFor()
    expect(wallet.chainId).toBe(31338)
    expect(wallet.requests).not.toContain('wallet_addEthereumChain')
    await screenshot(page, 'headless-switched')

    await page.getByRole('button', { name: 'Switch to Portico Devnet' }).click()
    await account.getByText('Portico Devnet (chain 31337)', { exact: true }).waitFor()
    await account.getByText('12.5 ETH', { exact: true }).waitFor()
    expect(wallet.chainId).toBe(31337)
  })

  it('adds 31338 to a wallet that does not know it, then switches', async () => {
    const { page, wallet } = await openExample(plain.url, { knownChains: [31337] })
    await connectWallet(page)
    await page.getByRole('button', { name: 'Switch to Portico Devnet 2' }).click()
    await accountRegion(page).getByText('Portico Devnet 2 (chain 31338)', { exact: true }).waitFor()
    expect(wallet.chainId).toBe(31338)
    const asked = wallet.requests.filter((m) => m.startsWith('wallet_'))
    expect(asked).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', ...asked.slice(2)])
  })

  it('disconnects back to the wallet list, and a reload does not reconnect', async () => {
    const { page } = await openExample()
    await connectWallet(page)
    await page.getByRole('button', { name: 'Disconnect' }).click()
    await walletButton(page).waitFor()
    await page.getByRole('status').getByText('Disconnected').waitFor()
    expect(await accountRegion(page).isVisible()).toBe(false)
    await screenshot(page, 'headless-disconnected')

    await page.reload()
    await walletButton(page).waitFor()
    expect(await accountRegion(page).isVisible()).toBe(false)
  })

  it('can be used with the keyboard alone: connect, switch network, disconnect', async () => {
    const { page } = await openExample()
    const focused = (text: string) =>
      page.waitForFunction((t) => document.activeElement?.textContent?.trim() === t, text)
    await walletButton(page).waitFor()
    await page.keyboard.press('Tab')
    await focused('Connect Portico Test Wallet')
    await page.keyboard.press('Enter')
    await accountRegion(page).getByText(address, { exact: true }).waitFor()
    await focused('Account')
    await page.keyboard.press('Tab')
    await focused('Switch to Portico Devnet 2')
    await page.keyboard.press('Enter')
    await accountRegion(page).getByText('Portico Devnet 2 (chain 31338)', { exact: true }).waitFor()
    await focused('Switch to Portico Devnet')
    await page.keyboard.press('Tab')
    await focused('Disconnect')
    await page.keyboard.press('Enter')
    await walletButton(page).waitFor()
    await focused('Browser wallets')
  })

  it('returns to the wallet list when the user locks the wallet', async () => {
    const { page, wallet } = await openExample()
    await connectWallet(page)
    await wallet.lock()
    await walletButton(page).waitFor()
    expect(await accountRegion(page).isVisible()).toBe(false)
  })

  it('fits a 375px-wide phone screen with no accessibility violation', async () => {
    const { page } = await openExample()
    await page.setViewportSize({ width: 375, height: 700 })
    await connectWallet(page)
    // The balance read, so its line is measured and checked too (the address shows before it).
    await accountRegion(page).getByText('12.5 ETH', { exact: true }).waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    expect(await checkA11y(page)).toEqual([])
    await screenshot(page, 'headless-account-375px')
  })

  it('works and is styled when served with a strict Content-Security-Policy (no inline script or style)', async () => {
    const { page, errors } = await openExample(strict.url)
    await walletButton(page).waitFor()
    expect(await walletButton(page).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(31, 79, 209)')
    await connectWallet(page)
    await accountRegion(page).getByText('12.5 ETH', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Switch to Portico Devnet 2' }).click()
    await accountRegion(page).getByText('Portico Devnet 2 (chain 31338)', { exact: true }).waitFor()
    await screenshot(page, 'headless-strict-csp')
    expect(errors).toEqual([])
  })
})
