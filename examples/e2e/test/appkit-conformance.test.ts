// The AppKit conformance check (issue #38): Reown AppKit 1.8.24 with its wagmi adapter and its own UI, a client
// nobody here wrote, runs in Chromium against the devnet with Reown's hosts mapped to the devnet's servers and
// nothing else changed (examples/appkit-conformance). Each flow is driven through AppKit's own views, and every
// answer of the devnet is recorded: none may be a 4xx, and no request may leave the machine. Nothing is mocked:
// the wallets are the e2e test wallet (EIP-6963, keys in Node) and a @reown/walletkit wallet over the devnet relay.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { createPublicClient, erc20Abi, http, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startDevnet, type Devnet } from '@portico-examples/devnet'
import { buildAppKitApp, writeDevnetConfig } from '@portico-examples/appkit-conformance/build'
import {
  startTestWallet,
  type TestWallet as WalletConnectWallet,
} from '@portico-examples/test-support/wallets/walletConnectWallet'
import { clientErrors, mapReownHosts, type ReownHosts } from '../src/reownHosts'
import {
  dappPage,
  launchSharedBrowser,
  screenshot,
  serveStatic,
  testWallet,
  type SharedBrowser,
  type StaticServer,
  type TestWallet,
} from '../src'

const { setBalance } = dappPage

let devnet: Devnet
let app: StaticServer
let browser: SharedBrowser
let dataDir: string
let outDir: string
const sessions: { context: BrowserContext; hosts: ReownHosts }[] = []
const wcWallets: WalletConnectWallet[] = []

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'portico-appkit-devnet-'))
  outDir = await mkdtemp(join(tmpdir(), 'portico-appkit-app-'))
  const [started] = await Promise.all([
    startDevnet({ port: 0, chainPorts: [0, 0], relayPort: 0, framePort: 0, dataDir, reset: true, quiet: true }),
    buildAppKitApp(outDir),
  ])
  devnet = started
  writeDevnetConfig(outDir, devnet)
  ;[app, browser] = await Promise.all([serveStatic(outDir), launchSharedBrowser()])
})

afterEach(async (test) => {
  const session = sessions.splice(0)[0]
  // A failed flow leaves a picture of where AppKit stopped (examples/e2e/artifacts).
  if (session && test.task.result?.state === 'fail') {
    for (const [i, page] of session.context.pages().entries())
      await screenshot(page, `appkit-failed-${test.task.name.slice(0, 24).replace(/\W+/g, '-')}-${i}`, {
        fullPage: false,
      })
  }
  session?.hosts.detach()
  await Promise.all(wcWallets.splice(0).map((w) => w.close()))
  await browser.closeSessions()
  // Every answer of the devnet to what AppKit sent was a success; nothing left the machine.
  if (session) {
    expect(clientErrors(session.hosts)).toEqual([])
    expect(session.hosts.refused.filter((url) => REOWN.test(url))).toEqual([])
    expect(session.hosts.relayFailures).toEqual([])
  }
})

afterAll(async () => {
  await browser?.close()
  await app?.close()
  await devnet?.stop()
  await Promise.all([dataDir, outDir].filter(Boolean).map((d) => rm(d, { recursive: true, force: true })))
})

/** Reown's and WalletConnect's hosts: each must be mapped to the devnet (others, such as a bundled wallet SDK's
 * telemetry, are refused and not the devnet's concern). */
const REOWN = /^\w+:\/\/[^/]*\b(reown|walletconnect|web3modal)\.(org|com)\//

/** Opens the AppKit app in a fresh context with Reown's hosts mapped to the devnet. */
async function openApp(): Promise<{ context: BrowserContext; page: Page; hosts: ReownHosts }> {
  const { context, page } = await browser.newSession()
  const hosts = await mapReownHosts(context, {
    apiUrl: devnet.apiUrl,
    frameUrl: devnet.frameUrl!,
    relayUrl: devnet.relayUrl!,
  })
  sessions.push({ context, hosts })
  return { context, page, hosts }
}

/** The test browser wallet, announced with the rdns of its catalogue entry (`portico-test-wallet`). */
async function installWallet(context: BrowserContext, privateKey: `0x${string}`): Promise<TestWallet> {
  return testWallet(context, {
    privateKey,
    rpcUrls: devnet.rpcUrls,
    chainId: 31337,
    name: 'Portico Test Wallet',
    rdns: 'dev.portico.testwallet',
  })
}

/** What the AppKit app puts on its window: AppKit's own public API. */
interface AppKitWindow {
  appKit: { open(options: { view: string }): Promise<void>; getAccount(): { address?: string } }
}

const modal = (page: Page) => page.locator('w3m-modal')

/** Registers `<label>.reown.id` for the account on the devnet, as a name service client would (signed message). */
async function registerName(privateKey: Hex, label: string): Promise<string> {
  const account = privateKeyToAccount(privateKey)
  const name = `${label}.reown.id`
  const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
  const body = {
    coin_type: (0x80000000 | 31337) >>> 0,
    address: account.address,
    message,
    signature: await account.signMessage({ message }),
  }
  const response = await fetch(`${devnet.apiUrl}/v1/profile/account?projectId=${devnet.projectId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`registering ${name}: HTTP status code ${response.status}`)
  return name
}

/** The USDC balance of `address` on chain 31337, in its smallest unit, read from the chain. */
async function usdcBalance(address: Hex): Promise<bigint> {
  const client = createPublicClient({ transport: http(devnet.rpcUrls[31337]) })
  return client.readContract({
    address: devnet.contracts[31337].usdc,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })
}

/** The newest mail to `email` in the devnet's mailbox (the secure site's mail). */
async function newestMail(email: string): Promise<{ subject: string; link?: string; code?: string }> {
  const response = await fetch(`${devnet.mailboxUrl}?email=${encodeURIComponent(email)}`)
  const mails = (await response.json()) as { subject: string; link?: string; code?: string }[]
  if (!mails[0]) throw new Error(`no mail to ${email}`)
  return mails[0]
}

/** Connect Wallet → the test wallet (listed as installed under its catalogue entry's name). */
async function connectTestWallet(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const wallet = modal(page).getByRole('button', { name: /Portico Test Wallet/ })
  // Matched to its catalogue entry by rdns: listed with the entry's image and as installed.
  await wallet.getByText('installed').waitFor()
  await wallet.click()
}

describe('AppKit 1.8.24 with its own UI on the devnet', () => {
  it('connects the injected test wallet; the account shows its balance and name; activity lists its transfers', async () => {
    const { context, page } = await openApp()
    const key = devnet.accounts[2]!.privateKey
    const address = privateKeyToAccount(key).address
    await setBalance(devnet.rpcUrls[31337], address, '12.5')
    const name = await registerName(key, 'akit')
    await installWallet(context, key)
    await page.goto(app.url)
    await connectTestWallet(page)
    // The account button: the balance read from the chain and the name from the devnet's identity endpoint.
    const accountButton = page.locator('appkit-button')
    await accountButton.getByText('12.500 ETH').waitFor()
    await accountButton.getByText(name).waitFor()
    await accountButton.getByText(name).click()
    const account = modal(page)
    await account.getByText(name).waitFor()
    await screenshot(page, 'appkit-account', { fullPage: false })
    // Activity: the seed's mints of 10 000 USDC and DAI to this account, from the devnet's history.
    await account.getByText('Activity', { exact: true }).click()
    await account.getByText('10000.000 USDC').waitFor()
    await account.getByText('10000.000 DAI').waitFor()
    await screenshot(page, 'appkit-activity', { fullPage: false })
  })

  it('pairs a WalletConnect wallet over the devnet relay from AppKit’s QR view', async () => {
    const { context, page } = await openApp()
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(app.url).origin })
    const account = privateKeyToAccount(generatePrivateKey())
    await page.goto(app.url)
    const wallet = await startTestWallet({ relayUrl: devnet.relayUrl!, rpcUrl: devnet.rpcUrls[31337], account })
    wcWallets.push(wallet)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await modal(page)
      .getByRole('button', { name: /WalletConnect/ })
      .click()
    await modal(page)
      .getByRole('button', { name: /Copy link/ })
      .click()
    // AppKit writes the clipboard after the click returns (an async write): read until the link is there.
    const clipboard = () => page.evaluate(() => navigator.clipboard.readText())
    await expect.poll(clipboard).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    const link = await clipboard()
    await wallet.pair(link)
    const short = `${account.address.slice(0, 4)}...${account.address.slice(-6)}`
    await page.locator('appkit-button').getByText(short, { exact: false }).waitFor()
    expect(wallet.proposals()).toBe(1)
    expect(wallet.activeSessions()).toHaveLength(1)
  })

  it('sends 1.5 USDC from AppKit’s Send view; the receiver holds them on the chain', async () => {
    const { context, page } = await openApp()
    const wallet = await installWallet(context, devnet.accounts[3]!.privateKey)
    const receiver = devnet.accounts[4]!.address
    const before = await usdcBalance(receiver)
    await page.goto(app.url)
    await connectTestWallet(page)
    await page.locator('appkit-button').getByText('ETH').click()
    const view = modal(page)
    await view.getByText('Send', { exact: true }).click()
    await view.getByRole('button', { name: 'Select token', exact: true }).click()
    // The tokens are the account's balances from the devnet's balance endpoint.
    await view.getByText('USDC').first().click()
    await view.locator('w3m-input-token input').fill('1.5')
    await view.locator('w3m-input-address').click({ position: { x: 12, y: 12 } })
    await view.locator('w3m-input-address textarea:not([disabled])').fill(receiver)
    await view.getByRole('button', { name: 'Preview Send' }).click()
    await view.getByText('1.5 USDC').waitFor()
    await screenshot(page, 'appkit-send-review', { fullPage: false })
    await view.getByRole('button', { name: 'Send', exact: true }).click()
    await expect.poll(() => usdcBalance(receiver), { timeout: 15_000 }).toBe(before + 1_500_000n)
    expect(wallet.requests).toContain('eth_sendTransaction')
  })

  it('swaps 30 USDC for ETH on the devnet’s pool: AppKit approves the token, then swaps', async () => {
    const { context, page } = await openApp()
    const key = devnet.accounts[1]!.privateKey
    const owner = privateKeyToAccount(key).address
    const wallet = await installWallet(context, key)
    const before = await usdcBalance(owner)
    await page.goto(app.url)
    await connectTestWallet(page)
    await page.locator('appkit-button').getByText('ETH').waitFor()
    // AppKit's Swap button lists only its own swap networks; its public API opens the Swap view on any network.
    await page.evaluate(() => (window as unknown as AppKitWindow).appKit.open({ view: 'Swap' }))
    const view = modal(page)
    // The tokens from the devnet's convert/tokens, the quote from its pool.
    await view.getByTestId('swap-input-token-sourceToken').click()
    await view.getByTestId('swap-select-token-item-USDC').first().click()
    await view.locator('w3m-swap-input[target="toToken"]').getByRole('button', { name: 'Select token' }).click()
    await view.getByTestId('swap-select-token-item-ETH').first().click()
    await view.getByTestId('swap-input-sourceToken').fill('30')
    await view.getByTestId('swap-action-button').getByText('Review swap').waitFor()
    await screenshot(page, 'appkit-swap', { fullPage: false })
    await view.getByTestId('swap-action-button').click()
    // The approval: AppKit sends build-approve's transaction to the token it names.
    await view.getByRole('button', { name: 'Approve' }).click()
    await view.getByRole('button', { name: 'Swap', exact: true }).click()
    await expect.poll(() => usdcBalance(owner), { timeout: 15_000 }).toBe(before - 30_000_000n)
    expect(wallet.requests.filter((m) => m === 'eth_sendTransaction')).toHaveLength(2)
  })

  it('buys up to the provider: Fund wallet → Buy crypto → Meld opens for the account', async () => {
    const { context, page, hosts } = await openApp()
    const key = devnet.accounts[5]!.privateKey
    const address = privateKeyToAccount(key).address
    await installWallet(context, key)
    await page.goto(app.url)
    await connectTestWallet(page)
    await page.locator('appkit-button').getByText('ETH').click()
    const view = modal(page)
    await view.getByText('Fund wallet', { exact: true }).click()
    await view.getByText('Buy crypto', { exact: false }).first().click()
    await view.getByText('Choose Provider').waitFor()
    const popup = context.waitForEvent('page')
    await view.getByText('Meld.io').click()
    await popup
    // The provider's own site is not a Reown service: the page asked for it, and it was refused at the door.
    await expect.poll(() => hosts.refused.find((url) => url.startsWith('https://meldcrypto.com'))).toBeTruthy()
    const provider = new URL(hosts.refused.find((url) => url.startsWith('https://meldcrypto.com'))!)
    expect(provider.searchParams.get('walletAddress')).toBe(address)
    expect(provider.searchParams.get('externalCustomerId')).toBe(devnet.projectId)
  })

  it('logs in with e-mail into the embedded wallet: the device link, then the mailed code', async () => {
    const { page } = await openApp()
    await page.goto(app.url)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const view = modal(page)
    const email = `appkit-${Date.now().toString(36)}@example.com`
    await view.locator('wui-email-input input').fill(email)
    await page.keyboard.press('Enter')
    // The secure site (the devnet's frame) mails a link to approve this device, then a one-time code.
    await view.getByText('Register Device').waitFor()
    const approval = await newestMail(email)
    expect(approval.subject).toBe('Approve your new device')
    expect((await fetch(approval.link!)).ok).toBe(true)
    await view.getByText(`Enter the code we sent to`, { exact: false }).waitFor()
    const mailed = await newestMail(email)
    expect(mailed.subject).toBe('Your login code')
    await view.locator('wui-otp input').first().click()
    await page.keyboard.type(mailed.code!)
    // Connected: the account button shows the embedded wallet's address, which AppKit's account holds.
    await page
      .locator('appkit-button')
      .getByText(/0x[0-9a-fA-F]{2}\.\.\.[0-9a-fA-F]{6}/)
      .waitFor()
    const account = await page.evaluate(() => (window as unknown as AppKitWindow).appKit.getAccount())
    expect(account.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await page
      .locator('appkit-button')
      .getByText(`${account.address!.slice(0, 4)}...${account.address!.slice(-6)}`)
      .waitFor()
    await screenshot(page, 'appkit-email-connected', { fullPage: false })
  })

  it('logs in with Google into the embedded wallet: the provider window’s consent, the result from the secure site', async () => {
    const { context, page } = await openApp()
    await page.goto(app.url)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const popup = context.waitForEvent('page')
    await modal(page).getByText('Continue with Google').click()
    // The window opens on the secure site's loading page, then the provider's consent (the devnet's stand-in).
    const providerWindow = await popup
    await providerWindow.getByRole('button', { name: 'Approve' }).click()
    await page
      .locator('appkit-button')
      .getByText(/0x[0-9a-fA-F]{2}\.\.\.[0-9a-fA-F]{6}/)
      .waitFor()
    const account = await page.evaluate(() => (window as unknown as AppKitWindow).appKit.getAccount())
    expect(account.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await screenshot(page, 'appkit-social-connected', { fullPage: false })
  })
})
