// The kit as custom elements (`@portico/react/element`) in the Vue example (Vue 3 + Vite, built against the packages'
// dist) and the plain HTML example (one page, the no-bundler file), both on a devnet of their own and both under the
// strict Content-Security-Policy (the HTML page's inline module script allowed by its hash only): a user connects
// the test wallet, sees the account on the button, opens Account, sends ETH on the devnet and disconnects. Focus
// moves into the shadow root's dialog and back to the button that opened it; Escape closes; axe finds nothing; the
// page gets the elements' events. Screenshots in both themes and at 390 px wide are kept. `npm run build` first.
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { AxeBuilder } from '@axe-core/playwright'
import { truncateAddress } from '@portico/sdk/format'
import type { Page } from 'playwright-core'
import { formatEther, parseEther, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  checkA11y,
  dappPage,
  launchSharedBrowser,
  offlineVerify,
  screenshot,
  startHtml,
  startVue,
  testWallet,
  collectPageErrors,
  type ExampleFixture,
  type SharedBrowser,
} from '../src'

const { dialog, setBalance, WALLET_NAME } = dappPage

let browser: SharedBrowser
const fixtures: Record<string, ExampleFixture> = {}

beforeAll(async () => {
  const [shared, vue, html] = await Promise.all([launchSharedBrowser(), startVue(), startHtml()])
  browser = shared
  fixtures.vue = vue
  fixtures.html = html
})

afterEach(() => browser.closeSessions())

afterAll(async () => {
  await browser?.close()
  await Promise.all(Object.values(fixtures).map((fixture) => fixture.stop()))
})

/** The element that has focus, inside shadow roots too, as a user's screen reader names it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    let active = document.activeElement
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
    const root = active?.getRootNode()
    return {
      inDialog: Boolean(active?.closest('[role="dialog"]')),
      accountButton: active?.hasAttribute('data-portico-account-button') ?? false,
      host: root instanceof ShadowRoot ? root.host.localName : '',
    }
  })

/**
 * axe with a dialog open: the page behind it is inert, so its `<main>` and `<h1>` are out of axe's sight and the two
 * page-level rules about them are left to the run with the dialog closed (`checkA11y`, every rule).
 */
async function axeWithDialog(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).disableRules(['landmark-one-main', 'page-has-heading-one']).analyze()
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** Records the elements' events, caught on the document (they do not bubble; capture sees them). */
const recordEvents = (page: Page) =>
  page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { porticoEvents: string[] }).porticoEvents = seen
    for (const type of ['portico:connect', 'portico:account', 'portico:disconnect'])
      document.addEventListener(
        type,
        (event) => {
          const detail = (event as CustomEvent<{ address?: string } | null>).detail
          seen.push(`${type} ${(event.target as Element).localName} ${detail?.address ?? ''}`.trim())
        },
        true,
      )
  })
const events = (page: Page) => page.evaluate(() => (window as unknown as { porticoEvents: string[] }).porticoEvents)

async function balanceOf(rpcUrl: string, address: Hex): Promise<bigint> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [address, 'latest'] }),
  })
  return BigInt(((await response.json()) as { result: Hex }).result)
}

describe.each(['vue', 'html'])('the elements in the %s example', (name) => {
  it('connect, show the account on the button, open Account, send on the devnet and disconnect, with focus and Escape as in a dialog', async () => {
    const app = fixtures[name] as ExampleFixture
    const privateKey = generatePrivateKey()
    const address = privateKeyToAccount(privateKey).address
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    await setBalance(app.devnet.rpcUrls[31337], address, '12.5')
    const { context, page } = await browser.newSession()
    const errors = collectPageErrors(page)
    await offlineVerify(context)
    await testWallet(context, { privateKey, rpcUrls: app.devnet.rpcUrls })
    await recordEvents(page)
    await page.goto(app.strict.url)

    // Connect: the dialog takes focus inside the modal element's shadow root.
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const connect = dialog(page, 'Connect Wallet')
    await connect.getByRole('button', { name: `${WALLET_NAME}, installed` }).waitFor()
    // The dialog moves the focus in as it opens: read until it has.
    await expect.poll(() => focused(page)).toMatchObject({ inDialog: true, host: 'portico-modal' })
    await screenshot(page, `elements-${name}-Connect-dark`, { fullPage: false })
    // Under the strict policy, the elements' styles load and nothing is refused or thrown (checked before axe, whose
    // own injected styles the policy refuses too).
    expect(errors).toEqual([])
    expect(await axeWithDialog(page)).toEqual([])
    await connect.getByRole('button', { name: `${WALLET_NAME}, installed` }).click()

    // The button shows the account; focus is back on it, in the button element's shadow root.
    const accountButton = page.getByRole('button', { name: new RegExp(truncateAddress(address)) })
    await accountButton.waitFor()
    await connect.waitFor({ state: 'hidden' })
    await expect.poll(() => focused(page)).toMatchObject({ accountButton: true, host: 'portico-connect-button' })
    if (name === 'vue') await page.getByText(address, { exact: true }).waitFor() // the SDK's store, in Vue
    await expect
      .poll(() => events(page))
      .toEqual(
        expect.arrayContaining([
          `portico:connect portico-connect-button ${address}`,
          `portico:account portico-connect-button ${address}`,
        ]),
      )

    // Account opens from the button; Escape closes it and focus goes back to the button.
    await accountButton.click()
    const account = dialog(page, 'Account')
    await account.getByRole('button', { name: 'Send' }).waitFor()
    await expect.poll(() => focused(page)).toMatchObject({ inDialog: true })
    await screenshot(page, `elements-${name}-Account-dark`, { fullPage: false })
    expect(await axeWithDialog(page)).toEqual([])
    await page.keyboard.press('Escape')
    await account.waitFor({ state: 'hidden' })
    await expect.poll(() => focused(page)).toMatchObject({ accountButton: true, host: 'portico-connect-button' })
    expect(await checkA11y(page)).toEqual([]) // the page with the connected button, every rule

    // Send 1.25 ETH on the devnet from Account.
    await accountButton.click()
    await account.getByRole('button', { name: 'Send' }).click()
    const send = dialog(page, 'Send')
    await send.getByRole('button', { name: /^Select token$|^Token: / }).click()
    await send.getByRole('list', { name: 'Tokens' }).getByRole('button', { name: /ETH/ }).click()
    await send.getByRole('textbox', { name: 'Amount' }).fill('1.25')
    await send.getByRole('textbox', { name: 'To' }).fill(recipient)
    await send.getByRole('button', { name: 'Preview send' }).click()
    await dialog(page, 'Review Send').getByRole('button', { name: 'Send', exact: true }).click()
    await page.getByText('Transaction sent').first().waitFor()
    expect(formatEther(await balanceOf(app.devnet.rpcUrls[31337], recipient))).toBe(formatEther(parseEther('1.25')))

    // Disconnect from Account: the button says Connect Wallet again.
    await dialog(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    await expect.poll(() => events(page)).toContain('portico:disconnect portico-connect-button')
    // Past that point the policy also refuses axe's injected styles (its style-src): nothing else may be logged (the
    // devnet's token images in Account and Send load: its img-src lists the devnet's image service).
    expect(
      errors.filter((error) => !(error.includes('Content Security Policy') && error.includes('style-src'))),
    ).toEqual([])
  })

  it('looks as the demo in both themes and at 390 px; the theme, accent and locale follow the properties', async () => {
    const app = fixtures[name] as ExampleFixture
    const { context, page } = await browser.newSession()
    await offlineVerify(context)
    await testWallet(context, { privateKey: generatePrivateKey(), rpcUrls: app.devnet.rpcUrls })
    await page.goto(app.strict.url)
    const modal = page.locator('portico-modal')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(page, 'Connect Wallet')
      .getByRole('button', { name: `${WALLET_NAME}, installed` })
      .waitFor()
    await screenshot(page, `elements-${name}-Connect-dark-wide`, { fullPage: false })
    // Properties reflect to attributes; a bad value is refused with the SDK's error.
    await modal.evaluate((element) => {
      Object.assign(element, { themeMode: 'light', locale: 'de' })
    })
    expect(await modal.getAttribute('theme-mode')).toBe('light')
    await dialog(page, 'Wallet verbinden').waitFor()
    const refused = await modal.evaluate((element) => {
      try {
        Object.assign(element, { accent: 'url(javascript:alert(1))' })
        return ''
      } catch (error) {
        return (error as { code?: string }).code ?? String(error)
      }
    })
    expect(refused).toBe('INVALID_PARAMETER')
    await modal.evaluate((element) => {
      Object.assign(element, { locale: undefined })
    })
    await dialog(page, 'Connect Wallet').waitFor()
    await page.setViewportSize({ width: 390, height: 844 })
    await screenshot(page, `elements-${name}-Connect-light-390`, { fullPage: false })
    expect(await axeWithDialog(page)).toEqual([])
  })
})

describe('a page with no script of its own', () => {
  it('is configured by the attributes of its <portico-modal>, under the strict policy, and connects', async () => {
    const app = fixtures.html as ExampleFixture
    const privateKey = generatePrivateKey()
    const address = privateKeyToAccount(privateKey).address
    const { context, page } = await browser.newSession()
    const errors = collectPageErrors(page)
    await offlineVerify(context)
    await testWallet(context, { privateKey, rpcUrls: app.devnet.rpcUrls })
    // The page as an author writes it: the file and two tags, no script of its own, served beside the example.
    const body = `<!doctype html><html lang="en"><title>Attributes</title><main><h1>Attributes</h1>
      <portico-modal project-id="${app.devnet.projectId}" api-url="${app.devnet.apiUrl}" networks="devnet"
        rpc-url="${app.devnet.rpcUrls[31337]}" theme-mode="light"></portico-modal>
      <portico-connect-button balance="hide"></portico-connect-button></main>
      <script type="module" src="./portico/portico-elements.js"></script>`
    await writeFile(join(app.outDir, 'attributes.html'), body)
    await page.goto(`${app.strict.url}attributes.html`)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(page, 'Connect Wallet')
      .getByRole('button', { name: `${WALLET_NAME}, installed` })
      .click()
    const accountButton = page.getByRole('button', { name: new RegExp(truncateAddress(address)) })
    await accountButton.waitFor()
    expect(await accountButton.innerText()).not.toContain('ETH') // balance="hide"
    await screenshot(page, 'elements-attributes-connected-light')
    expect(errors).toEqual([])
  })
})
