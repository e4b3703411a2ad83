// Each view of the demo app (examples/dapp) with the service behind it failing, in a real Chromium: the view says so
// in plain words (never a status code, a URL or "nothing here"), offers Try again, and once the service answers
// again, Try again loads what the user came for. The devnet fails the requests on demand (`POST /dev/faults`, a 500
// for every request to the path until `DELETE /dev/faults`); nothing in the page is stubbed. One devnet, one build,
// one browser; a fresh context and a fresh account per test.
import type { Locator, Page } from 'playwright-core'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it } from 'vitest'
import { checkA11y, dappPage, screenshot, useDemo } from '../src'

const { connectButton, connectWallet, dialog, openViewButton, setBalance, walletNav } = dappPage

// A browser wallet and WalletConnect (All Wallets lists the catalogue, whose wallets connect through it); no
// embedded-wallet frame.
const demo = useDemo({ frame: false })

// Before the demo closes the test's contexts (after-each hooks run last registered first).
afterEach(() => clearFaults())

/** Every request to `path` (a `*` at the end matches a prefix) gets a 500 until the faults are cleared. */
async function failAll(path: string) {
  const response = await fetch(`${demo.app.devnet.apiUrl}/dev/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path, fault: '500' }),
  })
  expect(response.ok).toBe(true)
}

async function clearFaults() {
  await fetch(`${demo.app.devnet.apiUrl}/dev/faults`, { method: 'DELETE' })
}

/** What no failure may show the user. */
const RAW = /HTTP status|status code|^Failed to fetch$|: Failed to fetch|127\.0\.0\.1|Internal Server Error|TypeError/

/** The view's failure: its alert's text, checked for raw wording; a screenshot `failure-<name>` as an artifact. */
async function failureShown(view: Locator, name: string): Promise<string> {
  const alert = view.getByRole('alert').first()
  await alert.waitFor()
  await screenshot(view.page(), `failure-${name}`, { fullPage: false })
  const text = (await alert.textContent())?.trim() ?? ''
  expect(text).not.toMatch(RAW)
  expect(await view.textContent()).not.toMatch(RAW)
  return text
}

/** Try again on All Wallets: its wallets show, and no failure is left. */
async function retryAllWallets(all: Locator) {
  await all.getByRole('button', { name: 'Try again' }).click()
  await all
    .getByRole('button', { name: /^Portico Test Wallet/ })
    .first()
    .waitFor()
  expect(await all.getByRole('alert').count()).toBe(0)
}

/** The demo with the test wallet of a fresh funded account, connected and signed in. */
async function openConnected(): Promise<{ page: Page }> {
  const privateKey = generatePrivateKey()
  const address = privateKeyToAccount(privateKey).address
  await setBalance(demo.app.devnet.rpcUrls[31337], address, '3')
  const { page } = await demo.open({ wallets: [{ privateKey }] })
  await connectWallet(page, address, 'sign in')
  return { page }
}

/** The names of the Connect view's wallet rows, each with the source of its image. */
async function walletRows(page: Page): Promise<{ name: string; image: string | null }[]> {
  const list = dialog(page, 'Connect Wallet').getByRole('list', { name: 'Wallets' })
  await list.getByRole('button').first().waitFor()
  return list.getByRole('button').evaluateAll((buttons) =>
    buttons.map((button) => ({
      name: button.getAttribute('aria-label') ?? '',
      image: button.querySelector('img')?.getAttribute('src') ?? null,
    })),
  )
}

describe('a failing service, view by view', () => {
  it('Connect: with the catalogue failing, a first visit names well-known wallets with their marks; a returning one, the last answer at once', async () => {
    await failAll('/getWallets')
    const first = await demo.open()
    await connectButton(first.page).click()
    await dialog(first.page, 'Connect Wallet').getByRole('button', { name: 'MetaMask' }).waitFor()
    const offline = await walletRows(first.page)
    expect(offline.map((row) => row.name)).toEqual(
      expect.arrayContaining(['WalletConnect', 'MetaMask', 'Trust Wallet', 'Coinbase Wallet']),
    )
    for (const row of offline.filter((r) => /MetaMask|Trust Wallet|Coinbase Wallet/.test(r.name)))
      expect(row.image).toMatch(/^data:image\/svg\+xml,/)
    expect(await dialog(first.page, 'Connect Wallet').getByRole('alert').count()).toBe(0)
    await screenshot(first.page, 'connect-catalogue-unreachable', { fullPage: false })

    // A visit while the catalogue answers stores its answer; the next visit shows it before the catalogue answers
    // (here: never, it fails again).
    await clearFaults()
    const second = await demo.open()
    await connectButton(second.page).click()
    await dialog(second.page, 'Connect Wallet').getByRole('button', { name: 'Portico Test Wallet' }).waitFor()
    // The wallets by name; All Wallets' count comes with a live answer only (the stored one keeps the wallets).
    const names = async () =>
      (await walletRows(second.page)).map((row) => row.name.replace(/^(All wallets), \d+ wallets$/, '$1'))
    const answered = await names()
    await failAll('/getWallets')
    await second.page.reload()
    await connectButton(second.page).click()
    await dialog(second.page, 'Connect Wallet').getByRole('button', { name: 'Portico Test Wallet' }).waitFor()
    expect(await names()).toEqual(answered)
    expect(answered).not.toContain('MetaMask')
  })

  it('All Wallets: the catalogue failing says the list could not be loaded; Try again lists the wallets', async () => {
    await failAll('/getWallets')
    const { page } = await demo.open()
    await connectButton(page).click()
    await dialog(page, 'Connect Wallet')
      .getByRole('button', { name: /^All wallets/ })
      .click()
    const all = dialog(page, 'All Wallets')
    expect(await failureShown(all, 'all-wallets')).toBe('The wallet list could not be loaded')

    await clearFaults()
    await retryAllWallets(all)
  })

  it('Activity and NFTs: the history failing says so in each tab; Try again loads them', async () => {
    // Failing from before the connection: the lists are first asked for while the modal is still open on the
    // connection, and an answer to that request arriving after the fault was set would replace the tab's failure.
    await failAll('/v1/account/*')
    const { page } = await openConnected()
    await openViewButton(page, 'Open Account').click()
    const account = dialog(page, 'Account')

    await account.getByRole('tab', { name: 'Activity' }).click()
    expect(await failureShown(account, 'activity')).toBe('Failed to fetch transactions')
    await account.getByRole('tab', { name: 'NFTs' }).click()
    expect(await failureShown(account, 'nfts')).toBe('NFTs could not be loaded')

    await clearFaults()
    await account.getByRole('button', { name: 'Try again' }).click()
    await account.getByText('No NFTs yet').waitFor() // a fresh account holds none: said once the history answered
    expect(await account.getByRole('alert').count()).toBe(0)
    await account.getByRole('tab', { name: 'Activity' }).click()
    await account.getByRole('button', { name: 'Try again' }).click()
    await account.getByText('No activity yet').waitFor()
    expect(await account.getByRole('alert').count()).toBe(0)
  })

  it('Tokens and the Send token list: the balances failing say so, Try again waits out the spec’s 30 s, then loads', async () => {
    // Failing from before the connection, for the same reason as above (the balances are asked for then too).
    await failAll('/v1/account/*')
    const { page } = await openConnected()
    await openViewButton(page, 'Open Account').click()
    const account = dialog(page, 'Account')
    expect(await failureShown(account, 'tokens')).toBe('Token Balance Unavailable')
    await account.getByRole('button', { name: /^Try again in \d+ s$/ }).waitFor()
    await page.keyboard.press('Escape')

    await openViewButton(page, 'Open Send').click()
    const send = dialog(page, 'Send')
    await send.getByRole('button', { name: /^Select token$|^Token: / }).click()
    expect(await failureShown(send, 'send-tokens')).toBe('Token Balance Unavailable')
    expect(await send.getByText('No tokens to send').count()).toBe(0)

    await clearFaults()
    const retry = send.getByRole('button', { name: 'Try again', exact: true })
    await retry.waitFor({ timeout: 35_000 }) // the countdown ends
    await retry.click()
    await send.getByRole('list', { name: 'Tokens' }).getByRole('button', { name: /ETH/ }).waitFor()
    expect(await send.getByRole('alert').count()).toBe(0)
  }, 90_000)

  it('Swap: the convert service failing says it is not answering (never its status); Try again opens the swap', async () => {
    const { page } = await openConnected()
    await failAll('/v1/convert/*')
    await openViewButton(page, 'Open Swap').click()
    const swap = dialog(page, 'Swap')
    expect(await failureShown(swap, 'swap')).toBe('The service is not answering right now')

    await clearFaults()
    await swap.getByRole('button', { name: 'Try again' }).click()
    await swap.getByRole('button', { name: /^You pay: ETH\. Change token$/ }).waitFor()
    expect(await swap.getByRole('alert').count()).toBe(0)
  })

  it('Register a name: the name service failing says it cannot tell if the name is free; Try again tells', async () => {
    const { page } = await openConnected()
    await failAll('/v1/profile/suggestions/*')
    await openViewButton(page, 'Register a name').click()
    const register = dialog(page, 'Choose a Name')
    const label = `failing-${Date.now().toString(36)}`
    await register.getByRole('textbox', { name: 'Choose a name' }).fill(label)
    expect(await failureShown(register, 'register-name')).toBe('Error fetching name suggestions')

    await clearFaults()
    await register.getByRole('button', { name: 'Try again' }).click()
    await register.getByText(`${label}.reown.id is available`).waitFor()
    expect(await register.getByRole('alert').count()).toBe(0)
    await walletNav(page).waitFor()
  })

  it('the modal’s own code not loading (the connection dropped, a deploy replaced the files): the shell, then a view, says Something went wrong; Try again loads it', async () => {
    const { page, errors } = await demo.open()
    // The request for the modal's shell chunk and for All Wallets' chunk fail as a dropped connection fails, until
    // unrouted; the page reloads with the routes on, so neither chunk was loaded ahead.
    const shell = /\/Modal-[\w-]+\.js$/
    const allWallets = /\/AllWallets-[\w-]+\.js$/
    for (const chunk of [shell, allWallets]) await page.route(chunk, (route) => route.abort('connectionreset'))
    await page.reload()

    await connectButton(page).click()
    const failure = page.getByRole('alertdialog', { name: 'Something went wrong' })
    await failure.waitFor()
    expect(await checkA11y(page)).toEqual([])
    await screenshot(page, 'failure-modal-code', { fullPage: false })
    await page.unroute(shell)
    await failure.getByRole('button', { name: 'Try again' }).click()
    const connect = dialog(page, 'Connect Wallet')
    await connect.getByRole('list', { name: 'Wallets' }).waitFor()
    expect(await failure.count()).toBe(0)

    await connect.getByRole('button', { name: /^All wallets/ }).click()
    const all = dialog(page, 'All Wallets')
    expect(await failureShown(all, 'view-code')).toContain('Something went wrong')
    await page.unroute(allWallets)
    await retryAllWallets(all)
    // The failed requests are the browser's to log; nothing was thrown uncaught.
    expect(
      errors.filter((e) => !/Failed to load resource|Failed to fetch dynamically imported module/.test(e)),
    ).toEqual([])

    // On a phone, in the light theme: the failure is a bottom sheet, like the modal.
    const phone = await demo.open({ viewport: { width: 390, height: 844 } })
    await phone.page.route(shell, (route) => route.abort('connectionreset'))
    await phone.page.reload()
    await phone.page.getByRole('radio', { name: 'Light' }).check()
    await connectButton(phone.page).click()
    await phone.page.getByRole('alertdialog', { name: 'Something went wrong' }).waitFor()
    await screenshot(phone.page, 'failure-modal-code-light-390', { fullPage: false })
  })
})
