// Money and account flows of the demo app (examples/dapp) in a real Chromium against the devnet, driven as a user
// would (roles and accessible names): the account's tokens, NFTs and activity; sending USDC; a swap on the devnet
// pool; buying through the devnet checkout; registering a name. Every outcome is checked on the chain or the devnet.
// The wallet is the harness's EIP-6963 test wallet with devnet account 1 (its seeded USDC, DAI, NFTs #3–#5 and
// sign-in session; no other test file writes with it). One devnet, one build, one browser; a fresh context per test.
import type { Page } from 'playwright-core'
import { SWAP_SLIPPAGE } from '@portico/sdk/constants'
import { createPublicClient, erc20Abi, formatUnits, http, parseUnits, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { truncateAddress } from '@portico/sdk/format'
import { describe, expect, it } from 'vitest'
import { dappPage, useDemo } from '../src'

const { dialog, openViewButton, setBalance, signInRegion, walletNav } = dappPage

let privateKey: Hex
let address: Address

// A browser wallet only: no WalletConnect relay, no embedded-wallet frame.
const demo = useDemo({
  relay: false,
  frame: false,
  setUp: async (app) => {
    privateKey = app.devnet.accounts[1]!.privateKey
    address = privateKeyToAccount(privateKey).address
    // A round native balance, so the page's figure is exact.
    await setBalance(app.devnet.rpcUrls[31337], address, '100')
  },
})

const chain = () => createPublicClient({ transport: http(demo.app.devnet.rpcUrls[31337]) })

const TOKEN_DECIMALS = { USDC: 6, DAI: 18 } as const

/** The owner's balance of a devnet token on chain 31337, read from the chain. */
const tokenBalance = (symbol: 'USDC' | 'DAI', owner: Address) =>
  chain().readContract({
    address: demo.app.devnet.contracts[31337][symbol === 'USDC' ? 'usdc' : 'dai'],
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })

/** A balance as the kit writes it in English: three decimals, cut (not rounded), grouped ("9975" → "9,975.000 USDC"). */
function shownBalance(units: bigint, decimals: number, symbol: string): string {
  const [whole = '0', fraction = ''] = formatUnits(units, decimals).split('.')
  return `${BigInt(whole).toLocaleString('en')}.${fraction.padEnd(3, '0').slice(0, 3)} ${symbol}`
}

/** Opens the demo with the test wallet of account 1, connects (its devnet session signs it in without a prompt). */
async function openConnected() {
  const {
    context,
    page,
    wallets: [wallet],
  } = await demo.open({ wallets: [{ privateKey }] })
  await dappPage.connectWallet(page, address, 'nothing')
  await signInRegion(page).getByText(`Signed in as ${address}`).waitFor()
  return { context, page, wallet: wallet! }
}

const openAccount = async (page: Page, title = 'Account') => {
  await openViewButton(page, 'Open Account').click()
  return dialog(page, title)
}

/** An address as the kit shortens it: "0xf3…b92266". */
const shortAddress = (a: string) => `${a.slice(0, 4)}…${a.slice(-6)}`

const monthTitle = () => new Date().toLocaleString('en', { month: 'long', year: 'numeric' })

describe('the account’s data in the Account view', () => {
  it('Tokens shows ETH, USDC and DAI with the devnet balances; NFTs the account’s items; Activity by month', async () => {
    const { page } = await openConnected()
    const account = await openAccount(page)
    const tokens = account.getByRole('list', { name: 'Tokens' })
    const [usdc, dai] = await Promise.all([tokenBalance('USDC', address), tokenBalance('DAI', address)])
    await tokens.getByText('100.000 ETH', { exact: true }).waitFor()
    await tokens.getByText(shownBalance(usdc, TOKEN_DECIMALS.USDC, 'USDC'), { exact: true }).waitFor()
    await tokens.getByText(shownBalance(dai, TOKEN_DECIMALS.DAI, 'DAI'), { exact: true }).waitFor()
    // The seeded figures: 10 000 of each, less the 25 USDC account 1 sent at start.
    expect([usdc, dai]).toEqual([parseUnits('9975', 6), parseUnits('10000', 18)])

    await account.getByRole('tab', { name: 'NFTs' }).click()
    const nfts = account.getByRole('list', { name: 'NFTs' })
    await nfts.waitFor()
    // In the order of their names, as a collection is browsed.
    expect(await nfts.getByRole('listitem').allTextContents()).toEqual([
      'Devnet Punks #3',
      'Devnet Punks #4',
      'Devnet Punks #5',
    ])
    await account.getByText('3 NFTs').waitFor()

    await account.getByRole('tab', { name: 'Activity' }).click()
    const month = account.getByRole('list', { name: monthTitle() })
    await account.getByRole('heading', { name: monthTitle() }).waitFor()
    // The seed transfers at start: 1 ETH from account 0, 25 USDC to it, NFT #3 from it; and the mints.
    const entry = (text: string) => month.getByRole('listitem').filter({ hasText: text })
    await entry('Received · 1.000 ETH')
      .filter({ hasText: `From ${shortAddress(demo.app.devnet.accounts[0]!.address)}` })
      .waitFor()
    await entry('Sent · 25.000 USDC').waitFor()
    await entry('Received · Devnet Punks #3').waitFor()
    await entry('Minted · Devnet Punks #4').waitFor()
  })
})

describe('numbers in the language shown', () => {
  it('German: balances and their dollar values both in German digits (10.000,000 DAI beside "… $")', async () => {
    const { page } = await openConnected()
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de')
    const account = await openAccount(page, 'Konto')
    const tokens = account.getByRole('list', { name: 'Token' })
    const dai = tokens.getByRole('listitem').filter({ hasText: 'DAI' })
    await dai.getByText('10.000,000 DAI', { exact: true }).waitFor()
    expect(await dai.innerText()).toMatch(/10\.000,00\s\$/) // the value beside it: 10 000 DAI at 1 $
    expect(await account.innerText()).not.toMatch(/\d{4,}\.\d{3}/) // no English-looking "10000.999"
  })
})

describe('moving money from the demo', () => {
  it('sends USDC from the Send view: the recipient gets exactly the amount; Activity shows the transfer', async () => {
    const { page, wallet } = await openConnected()
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    await openViewButton(page, 'Open Send').click()
    const send = dialog(page, 'Send')
    await send.getByRole('button', { name: /^Select token$|^Token: / }).click()
    await send.getByRole('list', { name: 'Tokens' }).getByRole('button', { name: /USDC/ }).click()
    await send.getByRole('button', { name: 'Token: USDC. Change token' }).waitFor()
    await send.getByRole('textbox', { name: 'Amount' }).fill('12.5')
    await send.getByRole('textbox', { name: 'To' }).fill(recipient)
    await send.getByRole('button', { name: 'Preview send' }).click()
    await dialog(page, 'Review Send').getByRole('button', { name: 'Send', exact: true }).click()
    await page.getByText('Transaction sent').first().waitFor()
    expect(wallet.requests).toContain('eth_sendTransaction')
    expect(await tokenBalance('USDC', recipient)).toBe(parseUnits('12.5', 6))

    const account = dialog(page, 'Account')
    await account.getByRole('tab', { name: 'Activity' }).click()
    await account
      .getByRole('list', { name: monthTitle() })
      .getByRole('listitem')
      .filter({ hasText: 'Sent · 12.500 USDC' })
      .filter({ hasText: `To ${truncateAddress(recipient)}` }) // the recipient, not the USDC contract the call went to
      .waitFor()
  })

  it('a send declined in the wallet is said so on the review and moves nothing; sending again goes through', async () => {
    const { page, wallet } = await openConnected()
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    await openViewButton(page, 'Open Send').click()
    const send = dialog(page, 'Send')
    await send.getByRole('button', { name: /^Select token$|^Token: / }).click()
    await send.getByRole('list', { name: 'Tokens' }).getByRole('button', { name: /DAI/ }).click()
    await send.getByRole('textbox', { name: 'Amount' }).fill('3')
    await send.getByRole('textbox', { name: 'To' }).fill(recipient)
    await send.getByRole('button', { name: 'Preview send' }).click()
    const review = dialog(page, 'Review Send')
    wallet.rejectNext('eth_sendTransaction')
    await review.getByRole('button', { name: 'Send', exact: true }).click()
    // Said in words, not as the wallet's raw error.
    expect((await review.getByRole('alert').textContent())?.trim()).toBe('User rejected the request')
    expect(await tokenBalance('DAI', recipient)).toBe(0n)

    await review.getByRole('button', { name: 'Send', exact: true }).click()
    await page.getByText('Transaction sent').first().waitFor()
    expect(await tokenBalance('DAI', recipient)).toBe(parseUnits('3', TOKEN_DECIMALS.DAI))
  })

  it('Send refuses an amount of 0 and an address whose capitals break its checksum: it says why, Preview send is off', async () => {
    const { page } = await openConnected()
    await openViewButton(page, 'Open Send').click()
    const send = dialog(page, 'Send')
    await send.getByRole('button', { name: /^Select token$|^Token: / }).click()
    await send.getByRole('list', { name: 'Tokens' }).getByRole('button', { name: /ETH/ }).click()
    const preview = send.getByRole('button', { name: 'Preview send' })
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    // One letter of the checksummed address in the other case: a typo the checksum catches.
    const letter = [...recipient].findIndex((c, i) => i > 1 && /[a-fA-F]/.test(c))
    const flipped = recipient[letter]!
    const mistyped = `${recipient.slice(0, letter)}${flipped === flipped.toLowerCase() ? flipped.toUpperCase() : flipped.toLowerCase()}${recipient.slice(letter + 1)}`

    await send.getByRole('textbox', { name: 'Amount' }).fill('0')
    await send.getByRole('textbox', { name: 'To' }).fill(recipient)
    await send.getByText('Enter a valid amount').waitFor()
    expect(await preview.isDisabled()).toBe(true)

    await send.getByRole('textbox', { name: 'Amount' }).fill('0.01')
    await send.getByRole('textbox', { name: 'To' }).fill(mistyped)
    await send.getByText('This address does not match its checksum: check it for a typo').waitFor()
    expect(await preview.isDisabled()).toBe(true)
    await send.getByRole('textbox', { name: 'To' }).press('Enter') // submitting the form is refused too: it stays
    expect(await dialog(page, 'Review Send').count()).toBe(0)

    await send.getByRole('textbox', { name: 'To' }).fill(recipient)
    await preview.click() // waits until enabled
    await dialog(page, 'Review Send').waitFor()
  })

  it('swaps ETH for USDC on the devnet pool: the USDC balance grows by the quoted amount, within the slippage', async () => {
    const { page, wallet } = await openConnected()
    const before = await tokenBalance('USDC', address)
    await openViewButton(page, 'Open Swap').click()
    const swap = dialog(page, 'Swap')
    await swap.getByRole('button', { name: /^You pay: ETH\. Change token$/ }).waitFor()
    await swap.getByRole('button', { name: /^You receive: / }).click()
    await dialog(page, 'Select Token')
      .getByRole('list', { name: 'All tokens' })
      .getByRole('button', { name: /^USDC/ })
      .click()
    await swap.getByRole('button', { name: 'You receive: USDC. Change token' }).waitFor()
    await swap.getByRole('textbox', { name: 'You pay' }).fill('0.1')
    const review = swap.getByRole('button', { name: 'Review swap' })
    await review.waitFor()
    // The amount received as a number in its card, the token in the pill beside it.
    const quoted = await swap.getByRole('status', { name: 'You receive' }).textContent()
    const figure = (quoted ?? '').trim().replaceAll(',', '')
    expect(Number(figure)).toBeGreaterThan(0)
    await review.click()

    const preview = dialog(page, 'Review Swap')
    await preview.getByText(`${figure} USDC`).waitFor()
    await preview.getByRole('button', { name: 'Swap', exact: true }).click()
    await page.getByText('Swap completed').first().waitFor()
    expect(wallet.requests).toContain('eth_sendTransaction')
    const received = (await tokenBalance('USDC', address)) - before
    const expected = parseUnits(figure, TOKEN_DECIMALS.USDC)
    const slippage = (expected * BigInt(SWAP_SLIPPAGE)) / 100n
    expect(received).toBeGreaterThanOrEqual(expected - slippage)
    expect(received).toBeLessThanOrEqual(expected + slippage)
  })

  it('buys through the devnet checkout: Continue opens it, Pay funds the address on the chain', async () => {
    const { context, page } = await openConnected()
    await openViewButton(page, 'Open Buy crypto').click()
    const buy = dialog(page, 'Buy Crypto')
    await buy.getByRole('list', { name: 'Providers' }).getByRole('button').first().click()
    await buy.getByRole('textbox', { name: 'Amount' }).fill('100')
    const [checkout] = await Promise.all([
      context.waitForEvent('page'),
      buy.getByRole('button', { name: /^Continue with / }).click(),
    ])
    await checkout.waitForLoadState()
    await dialog(page, 'Buy Crypto').getByText('Complete your purchase in the new tab').waitFor()

    const params = new URL(checkout.url()).searchParams
    expect(params.get('address')).toBe(address)
    expect(params.get('chainId')).toBe('31337')
    const asset = params.get('asset')
    const amount = params.get('amount') ?? ''
    const balanceOf = () =>
      asset === 'ETH' ? chain().getBalance({ address }) : tokenBalance(asset === 'DAI' ? 'DAI' : 'USDC', address)
    const before = await balanceOf()
    await dialog(page, 'Buy Crypto').getByText(`Waiting for your ${asset} to arrive…`).waitFor()
    await checkout.getByRole('button', { name: 'Pay' }).click()
    await checkout.getByRole('status').getByText(`${amount} ${asset} sent to ${address}.`).waitFor()
    const decimals = asset === 'ETH' ? 18 : TOKEN_DECIMALS[asset === 'DAI' ? 'DAI' : 'USDC']
    expect((await balanceOf()) - before).toBe(parseUnits(amount, decimals))
    // Back in the app: the modal sees the currency arrive and says so.
    await page.bringToFront()
    const shown = Number(amount).toLocaleString('en', { minimumFractionDigits: 3, maximumFractionDigits: 3 })
    await dialog(page, 'Buy Crypto').getByText(`${shown} ${asset} arrived in your wallet`).waitFor({ timeout: 15_000 })
    expect(await dialog(page, 'Buy Crypto').getByText('Complete your purchase in the new tab').count()).toBe(0)
  })
})

describe('a name for a browser-wallet account', () => {
  it('registers a fresh name from the demo’s button; the Account view and the account button show it', async () => {
    const { page, wallet } = await openConnected()
    const label = `e2e-${Date.now().toString(36)}`
    const name = `${label}.reown.id`
    await openViewButton(page, 'Register a name').click()
    const register = dialog(page, 'Choose a Name')
    await register.getByRole('textbox', { name: 'Choose a name' }).fill(label)
    await register.getByText(`${name} is available`).waitFor()
    const signatures = wallet.requests.filter((m) => m === 'personal_sign').length
    await register.getByRole('button', { name: 'Register', exact: true }).click()

    const done = dialog(page, 'Name Registered')
    await done.getByText(`${name} is now the name of your account`).waitFor()
    expect(wallet.requests.filter((m) => m === 'personal_sign').length).toBe(signatures + 1)
    await done.getByRole('button', { name: 'Back to account' }).click()
    const account = dialog(page, 'Account')
    await account.getByText(name, { exact: true }).waitFor()
    await page.keyboard.press('Escape')
    await account.waitFor({ state: 'hidden' })
    // The account button names the account by its profile name (then its balance), no longer by its address.
    await walletNav(page)
      .getByRole('button', { name: new RegExp(`^${name.replace(/\./g, '\\.')} `) })
      .waitFor()
    // The devnet holds the name for this address.
    const lookup = await fetch(
      `${demo.app.devnet.apiUrl}/v1/profile/account/${name}?projectId=${demo.app.devnet.projectId}`,
    )
    expect(lookup.status).toBe(200)
  })
})
