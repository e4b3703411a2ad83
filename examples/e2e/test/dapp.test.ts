// The demo app (examples/dapp: the React kit on the SDK) in a real Chromium against the devnet, driven as a user
// would: by roles and accessible names. The wallet is the harness's EIP-6963 test wallet, its keys in Node and its
// chains the devnet's anvils. One devnet, one build and one browser for the file; a fresh context per test.
// Nothing is mocked. Views (axe, screenshots, locales, viewports, CSP) are in dapp-views.test.ts.
import type { Page } from 'playwright-core'
import { createPublicClient, erc20Abi, http, parseEther, parseUnits, verifyMessage, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  dappPage,
  launchSharedBrowser,
  screenshot,
  startDapp,
  type ExampleFixture,
  type SharedBrowser,
  type TestWalletOptions,
} from '../src'

const {
  connectButton,
  connectWallet,
  connection,
  dialog,
  networkButton,
  openViewButton,
  prompts,
  setBalance,
  signInRegion,
  walletNav,
} = dappPage

let app: ExampleFixture
let browser: SharedBrowser

// A fresh account with round balances on each chain, so the page's figures are exact.
/** A devnet address nobody holds the key of, which the demo's sections send to. */
const DEAD = '0x000000000000000000000000000000000000dEaD'

const privateKey = generatePrivateKey()
const address = privateKeyToAccount(privateKey).address

beforeAll(async () => {
  ;[app, browser] = await Promise.all([startDapp(), launchSharedBrowser()])
  await setBalance(app.devnet.rpcUrls[31337], address, '12.5')
  await setBalance(app.devnet.rpcUrls[31338], address, '3')
})

afterEach(() => browser.closeSessions())

afterAll(async () => {
  await browser?.close()
  await app?.stop()
})

interface OpenOptions {
  /** Page query, e.g. '?signIn=required'. */
  query?: string
  wallet?: Partial<TestWalletOptions>
}

/** Opens the demo in a fresh context with the test wallet installed; collects the page's errors. */
const openDemo = (options: OpenOptions = {}) =>
  dappPage.openDemo(browser, `${app.plain.url}${options.query ?? ''}`, {
    privateKey,
    rpcUrls: app.devnet.rpcUrls,
    ...options.wallet,
  })

describe('the demo app in Chromium', () => {
  it('shows its landmarks, the kit’s Connect button, and nothing of an account before connecting', async () => {
    const { page, errors } = await openDemo()
    await connectButton(page).waitFor()
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Portico demo')
    expect(await page.getByRole('banner').isVisible()).toBe(true)
    expect(await page.getByRole('main').isVisible()).toBe(true)
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true)
    await connection(page).getByText('Not connected.', { exact: false }).waitFor()
    expect(await page.getByRole('region', { name: 'Sign a message' }).count()).toBe(0)
    expect(errors).toEqual([])
  })

  it('connects through the kit’s Connect view, asks to sign in, and shows the account', async () => {
    const { page, wallet, errors } = await openDemo()
    await connectWallet(page, address)
    expect(prompts(wallet)).toBe(1)
    await signInRegion(page).getByText(`Signed in as ${address}`).waitFor()
    await connection(page).getByText('Portico Devnet (chain 31337)', { exact: true }).waitFor()
    expect(await connectButton(page).count()).toBe(0)

    await walletNav(page).getByRole('button', { name: /0x/ }).click()
    const account = dialog(page, 'Account')
    await account.waitFor()
    await account.getByText('12.5', { exact: false }).first().waitFor()
    await screenshot(page, 'dapp-account')
    expect(errors).toEqual([])
  })

  it('the wagmi section works on the wallet connected with Portico’s button: account, a mined send, a token write, a chain switch', async () => {
    const owner = app.devnet.accounts[3]!
    const ownerAddress = privateKeyToAccount(owner.privateKey).address
    const { page, wallet, errors } = await openDemo({ wallet: { privateKey: owner.privateKey } })
    await connectWallet(page, ownerAddress)
    const section = page.getByRole('region', { name: 'The same wallet through wagmi' })
    await section.getByText(ownerAddress, { exact: true }).waitFor()
    await section.getByText('connected', { exact: true }).waitFor()

    const chain = createPublicClient({ transport: http(app.devnet.rpcUrls[31337]) })
    const before = await chain.getBalance({ address: DEAD })
    await section.getByRole('button', { name: 'Send 0.001 ETH with wagmi' }).click()
    await section.getByText('Mined through wagmi').waitFor()
    expect(await chain.getBalance({ address: DEAD })).toBe(before + parseEther('0.001'))

    const usdc = app.devnet.contracts[31337].usdc
    const held = () => chain.readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [DEAD] })
    const tokensBefore = await held()
    await section.getByRole('button', { name: 'Send 1 USDC with wagmi' }).click()
    await expect.poll(held).toBe(tokensBefore + parseUnits('1', 6))
    await section.getByText('Mined through wagmi').waitFor()

    await section.getByRole('button', { name: 'Switch chain with wagmi' }).click()
    await section.getByText('31338', { exact: true }).waitFor()
    await networkButton(page, 'Portico Devnet 2').waitFor()
    await screenshot(page, 'dapp-wagmi')

    // A reload: Portico restores the connection and wagmi's reconnect finds it, with no second prompt.
    await page.reload()
    await section.getByText('connected', { exact: true }).waitFor()
    await section.getByText(ownerAddress, { exact: true }).waitFor()
    expect(prompts(wallet)).toBe(1)
    expect(errors).toEqual([])
  })

  it('stays connected and signed in after a reload, without asking the wallet again', async () => {
    const { page, wallet } = await openDemo()
    await connectWallet(page, address)
    await page.reload()
    await connection(page).getByText(address, { exact: true }).waitFor()
    await signInRegion(page).getByText(`Signed in as ${address}`).waitFor()
    expect(await dialog(page, 'Sign In').count()).toBe(0)
    expect(prompts(wallet)).toBe(1)
    expect(wallet.requests).toContain('eth_accounts')
  })

  it('switches network from the Networks view; the wallet and the page follow', async () => {
    const { page, wallet } = await openDemo()
    await connectWallet(page, address)
    await networkButton(page, 'Portico Devnet').click()
    const networks = dialog(page, 'Choose Network')
    await networks.getByRole('button', { name: /^Portico Devnet 2/ }).click()
    await connection(page).getByText('Portico Devnet 2 (chain 31338)', { exact: true }).waitFor()
    await networkButton(page, 'Portico Devnet 2').waitFor()
    expect(wallet.chainId).toBe(31338)
    expect(wallet.requests).not.toContain('wallet_addEthereumChain')
  })

  it('adds the network to a wallet that does not know it, then switches', async () => {
    const { page, wallet } = await openDemo({ wallet: { knownChains: [31337] } })
    await connectWallet(page, address)
    await openViewButton(page, 'Open Networks').click()
    await dialog(page, 'Choose Network')
      .getByRole('button', { name: /^Portico Devnet 2/ })
      .click()
    await connection(page).getByText('Portico Devnet 2 (chain 31338)', { exact: true }).waitFor()
    expect(wallet.chainId).toBe(31338)
    // The network requests only: the wallet is also asked for its capabilities (balances from its own assets).
    const asked = wallet.requests.filter((m) => m === 'wallet_switchEthereumChain' || m === 'wallet_addEthereumChain')
    expect(asked.slice(0, 2)).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain'])
  })

  it('shows UnsupportedChain when the wallet moves to a chain the app lacks; switching back closes it', async () => {
    const { page, wallet } = await openDemo()
    await connectWallet(page, address)
    await wallet.changeChain(1)
    const unsupported = dialog(page, 'Switch Network')
    await unsupported.waitFor()
    await screenshot(page, 'dapp-unsupported-chain')
    await unsupported.getByRole('button', { name: /^Portico Devnet 2/ }).click()
    await unsupported.waitFor({ state: 'hidden' })
    await connection(page).getByText('Portico Devnet 2 (chain 31338)', { exact: true }).waitFor()
    expect(wallet.chainId).toBe(31338)
  })

  it('offers to disconnect from UnsupportedChain', async () => {
    const { page, wallet } = await openDemo()
    await connectWallet(page, address)
    await wallet.changeChain(1)
    const unsupported = dialog(page, 'Switch Network')
    await unsupported.getByRole('button', { name: 'Disconnect' }).click()
    await connectButton(page).waitFor()
    await unsupported.waitFor({ state: 'hidden' })
    await connection(page).getByText('Not connected.', { exact: false }).waitFor()
  })

  it('signs a message from the demo; the signature shown is the account’s, and the demo says it is valid', async () => {
    const { page, errors } = await openDemo()
    await connectWallet(page, address)
    const section = page.getByRole('region', { name: 'Sign a message' })
    await section.getByRole('textbox', { name: 'Message' }).fill('Portico e2e says hello')
    await section.getByRole('button', { name: 'Sign message' }).click()
    await section.getByRole('status').getByText('Message signed').waitFor()
    const signature = (await section.getByRole('definition').first().textContent()) as Hex
    expect(await verifyMessage({ address, message: 'Portico e2e says hello', signature })).toBe(true)
    // The demo checked it too, through Portico's verifyMessage.
    await section.getByText('Valid signature', { exact: true }).waitFor()
    expect(errors).toEqual([])
  })

  it('shows the wallet’s refusal to sign a message as the SDK’s text', async () => {
    const { page, wallet } = await openDemo()
    await connectWallet(page, address)
    wallet.rejectNext('personal_sign')
    const section = page.getByRole('region', { name: 'Sign a message' })
    await section.getByRole('button', { name: 'Sign message' }).click()
    await section.getByRole('alert').getByText('User rejected the request', { exact: true }).waitFor()
    expect(await section.getByRole('definition').count()).toBe(0)
  })

  it('sends a transaction from the demo; its hash is mined on the active chain', async () => {
    const { page } = await openDemo()
    await connectWallet(page, address)
    const section = page.getByRole('region', { name: 'Send a transaction' })
    await section.getByRole('textbox', { name: 'Amount (ETH)' }).fill('0.25')
    await section.getByRole('button', { name: 'Send transaction' }).click()
    await section.getByRole('status').getByText('Transaction sent').waitFor()
    const hash = await section.getByRole('definition').textContent()
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    // The demo's section shows the hash as soon as the wallet answers (the kit's Send waits for the receipt; this
    // section does not): the receipt is read until the chain has it.
    await expect
      .poll(() => rpc(app.devnet.rpcUrls[31337], 'eth_getTransactionReceipt', [hash]))
      .toMatchObject({ status: '0x1', to: '0x000000000000000000000000000000000000dead' })
  })

  it('signs in only when the user signs: a declined signature shows the SDK’s message, signing again works', async () => {
    const { page, wallet } = await openDemo()
    await connectWallet(page, address, 'nothing')
    const request = dialog(page, 'Sign In')
    wallet.rejectNext('personal_sign')
    await request.getByRole('button', { name: 'Sign', exact: true }).click()
    await request.getByRole('alert').waitFor()
    await screenshot(page, 'dapp-siwx-declined')
    await signInRegion(page).getByText('Not signed in.').waitFor()

    await request.getByRole('button', { name: 'Sign', exact: true }).click()
    await request.waitFor({ state: 'hidden' })
    await signInRegion(page).getByText(`Signed in as ${address}`).waitFor()
  })

  it('cancelling an optional sign-in keeps the wallet connected; the demo can ask again, and sign out', async () => {
    const { page } = await openDemo()
    await connectWallet(page, address, 'cancel sign-in')
    await connection(page).getByText(address, { exact: true }).waitFor()
    const region = signInRegion(page)
    await region.getByText('Not signed in.').waitFor()

    await region.getByRole('button', { name: 'Sign in' }).click()
    await dialog(page, 'Sign In').getByRole('button', { name: 'Sign', exact: true }).click()
    await region.getByText(`Signed in as ${address}`).waitFor()

    await region.getByRole('button', { name: 'Sign out' }).click()
    await region.getByText('Not signed in.').waitFor()
    await connection(page).getByText(address, { exact: true }).waitFor()
  })

  it('with sign-in required, the request cannot be dismissed, and Cancel disconnects', async () => {
    const { page } = await openDemo({ query: '?signIn=required' })
    await connectWallet(page, address, 'nothing')
    const request = dialog(page, 'Sign In')
    await request.getByText('Canceling will disconnect you', { exact: false }).waitFor()
    await page.keyboard.press('Escape')
    await request.getByRole('button', { name: 'Close' }).click()
    expect(await request.isVisible()).toBe(true)
    await screenshot(page, 'dapp-siwx-required')

    await request.getByRole('button', { name: 'Cancel', exact: true }).click()
    await connectButton(page).waitFor()
    await request.waitFor({ state: 'hidden' })
    await connection(page).getByText('Not connected.', { exact: false }).waitFor()
  })

  it('an account that holds a session on the devnet is signed in without a prompt; signing out revokes it there', async () => {
    const seeded = app.devnet.accounts[0]!
    const { page, wallet } = await openDemo({ wallet: { privateKey: seeded.privateKey } })
    await connectButton(page).click()
    await dialog(page, 'Connect Wallet')
      .getByRole('button', { name: `${dappPage.WALLET_NAME}, installed` })
      .click()
    const region = signInRegion(page)
    await region.getByText(`Signed in as ${seeded.address}`).waitFor()
    expect(await dialog(page, 'Sign In').count()).toBe(0)
    expect(wallet.requests).not.toContain('personal_sign')

    await region.getByRole('button', { name: 'Sign out' }).click()
    await region.getByText('Not signed in.').waitFor()
    // The revocation is signed by the wallet and checked by the devnet.
    expect(wallet.requests).toContain('personal_sign')
    const sessions = await fetch(
      `${app.devnet.apiUrl}/v1/sessions/eip155:31337:${seeded.address}?projectId=${app.devnet.projectId}`,
    )
    const live = ((await sessions.json()) as { revokedAt?: number | null }[]).filter((s) => !s.revokedAt)
    expect(live).toEqual([])
  })

  it('disconnects from the Account view; a reload does not reconnect', async () => {
    const { page } = await openDemo()
    await connectWallet(page, address)
    await openViewButton(page, 'Open Account').click()
    const account = dialog(page, 'Account')
    await account.getByRole('button', { name: 'Disconnect' }).click()
    await connectButton(page).waitFor()
    await account.waitFor({ state: 'hidden' })
    await page.reload()
    await connectButton(page).waitFor()
    await connection(page).getByText('Not connected.', { exact: false }).waitFor()
  })

  it('returns to the Connect button when the user locks the wallet', async () => {
    const { page, wallet } = await openDemo()
    await connectWallet(page, address)
    await wallet.lock()
    await connectButton(page).waitFor()
  })
})

describe('the demo app with the keyboard alone', () => {
  it('connects, signs in, opens the account and sends from the Send view', async () => {
    const { page, wallet } = await openDemo()
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    await connectButton(page).waitFor()

    await tabTo(page, /^Connect Wallet$/)
    await page.keyboard.press('Enter')
    await dialog(page, 'Connect Wallet')
      .getByRole('button', { name: /^Portico Test Wallet/ })
      .waitFor()
    await tabTo(page, /^WalletConnect/)
    // The wallet list is one tab stop; the arrow keys move within it.
    await page.keyboard.press('ArrowDown')
    await expectFocus(page, /^Portico Test Wallet/)
    await page.keyboard.press('Enter')

    const request = dialog(page, 'Sign In')
    await request.getByRole('button', { name: 'Sign', exact: true }).waitFor()
    await tabTo(page, /^Sign$/)
    await page.keyboard.press('Enter')
    await request.waitFor({ state: 'hidden' })
    await signInRegion(page).getByText(`Signed in as ${address}`).waitFor()
    expect(prompts(wallet)).toBe(1)

    await page.keyboard.press('Shift+Tab')
    await tabTo(page, /^0x/)
    await page.keyboard.press('Enter')
    const account = dialog(page, 'Account')
    await account.getByRole('button', { name: 'Send', exact: true }).waitFor()
    await tabTo(page, /^Send$/)
    await page.keyboard.press('Enter')

    const send = dialog(page, 'Send')
    await send.getByRole('textbox', { name: 'Amount' }).waitFor()
    await tabTo(page, /^Select token$|^Token: /)
    await page.keyboard.press('Enter')
    await send.getByRole('list', { name: 'Tokens' }).getByRole('button', { name: /ETH/ }).waitFor()
    await tabTo(page, /ETH/)
    await page.keyboard.press('Enter')
    await send.getByRole('textbox', { name: 'Amount' }).waitFor()
    await tabTo(page, /^Amount$/)
    await page.keyboard.type('0.5')
    await tabTo(page, /^To$/)
    await page.keyboard.type(recipient)
    await tabTo(page, /^Preview send$/)
    await page.keyboard.press('Enter')
    await dialog(page, 'Review Send').getByRole('button', { name: 'Send', exact: true }).waitFor()
    await tabTo(page, /^Send$/)
    await page.keyboard.press('Enter')
    await page.getByText('Transaction sent').first().waitFor()
    expect(wallet.requests).toContain('eth_sendTransaction')
    const balance = await rpc(app.devnet.rpcUrls[31337], 'eth_getBalance', [recipient, 'latest'])
    expect(BigInt(balance as string)).toBe(500_000_000_000_000_000n)
  })
})

/** The focused element's accessible name, as a keyboard user hears it (its label, else its text). */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement
    if (!el || el === document.body) return ''
    const labelledBy = el.getAttribute('aria-labelledby')
    const label =
      el.getAttribute('aria-label') ??
      (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ??
      (el instanceof HTMLInputElement ? el.labels?.[0]?.textContent : null)
    return (label ?? el.textContent ?? '').trim()
  })

/** Presses Tab until the focused control's name matches (at most `max` presses), as a keyboard user would. */
async function tabTo(page: Page, name: RegExp, max = 25): Promise<void> {
  const seen: string[] = []
  for (let i = 0; i < max; i++) {
    const current = await focusedName(page)
    if (name.test(current)) return
    seen.push(current)
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${name}; focus went through: ${seen.join(' | ')}`)
}

async function expectFocus(page: Page, name: RegExp): Promise<void> {
  expect(await focusedName(page)).toMatch(name)
}

async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: unknown }).result
}
