// The kit inside the stylesheets host pages really carry, in a real Chromium: create-vite's old `index.css` (until
// version 5), Bootstrap 5's reboot, Tailwind's preflight and normalize.css (from npm), and a hostile sheet of element
// and universal selectors with `:hover`, `:focus`, `:focus-visible` and `:active` states, `* { box-sizing:
// content-box }`, `svg { display: block }`, `img { max-width: 100% }` and `button { all: unset }`. The same visit runs
// on the demo without a host sheet and under each; the computed styles and sizes of the views' titles, rows, buttons
// and inputs, at rest, hovered, focused from the keyboard and pressed, must match. Screenshots of each are kept.
// Also: ConnectButton keeps its own width in a block, flex-column and grid parent; and the same host sheets leave the
// kit's custom elements (examples/html, `npm run build` first) as they are without one.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { truncateAddress } from '@portico/sdk/format'
import type { Locator, Page } from 'playwright-core'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  dappPage,
  launchSharedBrowser,
  offlineVerify,
  screenshot,
  startDapp,
  startHtml,
  testWallet,
  type ExampleFixture,
  type SharedBrowser,
} from '../src'

const { allWalletsCounted, connectButton, connectWallet, dialog, openDemo, openViewButton, setBalance, walletNav } =
  dappPage

const npmFile = (specifier: string) => readFileSync(createRequire(import.meta.url).resolve(specifier), 'utf8')

/**
 * Tailwind 4's preflight as a Tailwind build emits it: its `--theme(--name, fallback)` calls become the fallback
 * (the default theme's fonts), which is what they resolve to without a theme.
 */
function tailwindPreflight(): string {
  return npmFile('tailwindcss/preflight.css').replace(/--theme\(\s*--[\w-]+\s*,\s*([^;]*?)\s*\)\s*;/g, '$1;')
}

/** A page's own styles that reach into any widget not isolated from them. */
const HOSTILE_CSS = `
  :root { font-family: Georgia, serif; line-height: 2.2; letter-spacing: 0.12em; color: rgb(200, 0, 0);
    color-scheme: dark; word-spacing: 4px; font-feature-settings: "smcp"; cursor: crosshair; }
  body, #root { text-align: center; }
  * { box-sizing: content-box; }
  button { all: unset; }
  *:hover { color: rgb(0, 128, 0); background-color: pink; outline: 3px dotted red; text-decoration: underline; }
  *:focus { outline: 5px solid orange; box-shadow: 0 0 0 4px lime; }
  *:focus-visible { outline: 6px double purple; border-color: purple; }
  *:active { opacity: 0.3; }
  button:active, li:active { transform: scale(0.5); }
  h1, h2, h3, h4, p, span, label { color: rgb(255, 0, 0); font-size: 31px; font-family: Impact, serif; margin: 1.5em;
    line-height: 3; text-transform: uppercase; font-style: italic; }
  ul, ol, li { list-style: square; padding: 2em; margin: 1em; }
  button, input { font: italic 27px Georgia, serif; padding: 1.7em; border-radius: 0; background: yellow; color: green;
    text-transform: uppercase; letter-spacing: 0.3em; border: 5px solid red; box-shadow: 0 0 0 6px blue; line-height: 3;
    min-height: 90px; min-width: 300px; text-align: right; }
  button:hover, a:hover { border-color: #646cff; text-decoration: underline; background: orange; }
  button:focus, button:focus-visible, input:focus { outline: 4px auto -webkit-focus-ring-color; border: 3px solid blue; }
  button:active, input:active { background: black; color: white; }
  input::placeholder { color: red; font-style: italic; }
  svg { display: block; color: red; }
  img { max-width: 100%; height: auto; border: 4px solid red; padding: 6px; }
  a { color: red; text-decoration: underline wavy; }
`

/** The host stylesheets, by name. */
const HOST_SHEETS: Record<string, () => string> = {
  "create-vite's index.css (until 5)": () =>
    readFileSync(new URL('./fixtures/create-vite-5-index.css', import.meta.url), 'utf8'),
  "Bootstrap 5's reboot": () => npmFile('bootstrap/dist/css/bootstrap-reboot.css'),
  "Tailwind's preflight": tailwindPreflight,
  'normalize.css': () => npmFile('normalize.css/normalize.css'),
  hostile: () => HOSTILE_CSS,
}

/** What a user sees of an element: its text settings, box and colours, and its size on screen. */
const LOOK = [
  'color',
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'font-feature-settings',
  'line-height',
  'letter-spacing',
  'word-spacing',
  'text-align',
  'text-transform',
  'text-decoration-line',
  'box-sizing',
  'display',
  'margin-top',
  'margin-left',
  'padding-top',
  'padding-left',
  'border-top-width',
  'border-top-style',
  'border-top-color',
  'border-top-left-radius',
  'background-color',
  'box-shadow',
  'outline-style',
  'outline-width',
  'outline-color',
  'opacity',
  'transform',
  'cursor',
  'color-scheme',
  'list-style-type',
]

async function lookOf(locator: Locator): Promise<Record<string, string>> {
  return locator.evaluate((element, properties) => {
    const style = getComputedStyle(element)
    const box = element.getBoundingClientRect()
    const look: Record<string, string> = { width: box.width.toFixed(1), height: box.height.toFixed(1) }
    for (const property of properties) look[property] = style.getPropertyValue(property)
    return look
  }, LOOK)
}

/** Waits for running animations and transitions to end, so every look is measured at rest. */
const settled = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  )

type Looks = Record<string, Record<string, string>>

/** The looks of `parts` at rest, hovered, focused from the keyboard and pressed (the pointer leaves before release). */
async function statesOf(page: Page, parts: Record<string, Locator>, looks: Looks) {
  const away = async () => {
    await page.mouse.move(1, 1)
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur?.())
    await settled(page)
  }
  for (const [name, part] of Object.entries(parts)) {
    await away()
    looks[`${name} at rest`] = await lookOf(part)
    await part.hover()
    await settled(page)
    looks[`${name} hovered`] = await lookOf(part)
    await away()
    // A key pressed first: the focus that follows is a keyboard user's (`:focus-visible`).
    await page.keyboard.press('Shift')
    await part.focus()
    await settled(page)
    looks[`${name} focused`] = await lookOf(part)
    await away()
    const box = await part.boundingBox()
    if (!box) throw new Error(`${name} is not on screen`)
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await settled(page)
    looks[`${name} pressed`] = await lookOf(part)
    await page.mouse.move(1, 1)
    await page.mouse.up()
  }
  await away()
}

let app: ExampleFixture
let browser: SharedBrowser
const privateKey = generatePrivateKey()
const address = privateKeyToAccount(privateKey).address

beforeAll(async () => {
  ;[app, browser] = await Promise.all([startDapp(), launchSharedBrowser()])
  await setBalance(app.devnet.rpcUrls[31337], address, '12.5')
})

afterEach(() => browser.closeSessions())

afterAll(async () => {
  await browser?.close()
  await app?.stop()
})

/**
 * The looks of the kit's parts through a visit: the buttons, the Connect view (title, Close, rows, the e-mail field),
 * All Wallets (search field, a wallet), then connected: the account and network buttons, the Account view (title,
 * a tab, a token row, an action) and the Networks view.
 */
async function visit(sheet: string | undefined): Promise<Looks> {
  const { page } = await openDemo(browser, app.plain.url, { privateKey, rpcUrls: app.devnet.rpcUrls })
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const css = sheet ? HOST_SHEETS[sheet]?.() : undefined
  if (css) await page.addStyleTag({ content: css })
  const name = (sheet ?? 'none').replace(/[^a-z0-9]+/gi, '-').toLowerCase()
  const looks: Looks = {}
  await statesOf(page, { connectButton: connectButton(page) }, looks)

  await connectButton(page).click()
  const connect = dialog(page, 'Connect Wallet')
  const wallet = connect.getByRole('button', { name: `${dappPage.WALLET_NAME}, installed` })
  await wallet.waitFor()
  // The catalogue's answer in, so the view has its catalogue rows (and All Wallets its count) in every visit.
  await allWalletsCounted(connect).waitFor()
  await settled(page)
  looks.connectDialog = await lookOf(connect)
  await statesOf(
    page,
    {
      connectTitle: connect.getByRole('heading').first(),
      connectClose: connect.getByRole('button', { name: 'Close' }),
      emailField: connect.getByRole('textbox', { name: 'Email' }),
      socialButton: connect.getByRole('button', { name: /^Continue with/ }).first(),
      walletRow: wallet,
      walletConnectRow: connect.getByRole('button', { name: /^WalletConnect/ }),
      allWalletsRow: connect.getByRole('button', { name: /^All wallets/ }),
    },
    looks,
  )
  await connect.getByRole('button', { name: /^All wallets/ }).hover()
  await screenshot(page, `host-${name}-Connect-hovered`, { fullPage: false })

  await connect.getByRole('button', { name: /^All wallets/ }).click()
  const all = dialog(page, 'All Wallets')
  const firstWallet = all.getByRole('list').getByRole('button').first()
  await firstWallet.waitFor()
  await settled(page)
  await statesOf(
    page,
    {
      allWalletsSearch: all.getByRole('searchbox').or(all.getByRole('textbox')).first(),
      allWalletsItem: firstWallet,
      allWalletsBack: all.getByRole('button', { name: 'Back' }),
    },
    looks,
  )
  await all.getByRole('button', { name: 'Close' }).click()
  await all.waitFor({ state: 'hidden' })

  await connectWallet(page, address)
  const nav = walletNav(page)
  // The balance read, so the account button has its full width in every visit (as the custom elements' visit waits).
  await nav.getByRole('button', { name: /0x/ }).getByText('ETH', { exact: false }).waitFor()
  await statesOf(
    page,
    {
      accountButton: nav.getByRole('button', { name: /0x/ }),
      networkButton: nav.getByRole('button', { name: /^Network: / }),
    },
    looks,
  )
  await openViewButton(page, 'Open Account').click()
  const account = dialog(page, 'Account')
  await account.getByRole('tab').first().waitFor()
  await account.getByRole('list', { name: 'Tokens' }).getByRole('listitem').first().waitFor()
  await settled(page)
  looks.accountDialog = await lookOf(account)
  await statesOf(
    page,
    {
      accountTitle: account.getByRole('heading').first(),
      accountTab: account.getByRole('tab').first(),
      tokenRow: account.getByRole('list', { name: 'Tokens' }).getByRole('listitem').first(),
      sendAction: account.getByRole('button', { name: 'Send' }),
    },
    looks,
  )
  await screenshot(page, `host-${name}-Account`, { fullPage: false })
  await account.getByRole('button', { name: 'Close' }).click()
  await account.waitFor({ state: 'hidden' })

  await nav.getByRole('button', { name: /^Network: / }).click()
  const networks = dialog(page, 'Choose Network')
  const networkRow = networks.getByRole('button', { name: /Devnet/ }).first()
  await networkRow.waitFor()
  await settled(page)
  await statesOf(page, { networkRow, networksTitle: networks.getByRole('heading').first() }, looks)
  await screenshot(page, `host-${name}-Networks`, { fullPage: false })
  return looks
}

/** Every difference between two visits' looks, one line each (part, state, property, both values). */
function differences(expected: Looks, actual: Looks): string[] {
  const lines: string[] = []
  for (const part of new Set([...Object.keys(expected), ...Object.keys(actual)]))
    for (const property of new Set([...Object.keys(expected[part] ?? {}), ...Object.keys(actual[part] ?? {})]))
      if (expected[part]?.[property] !== actual[part]?.[property])
        lines.push(`${part} ${property}: ${expected[part]?.[property]} → ${actual[part]?.[property]}`)
  return lines
}

describe('the kit under host stylesheets', () => {
  let plain: Looks
  beforeAll(async () => {
    plain = await visit(undefined)
    // The states were reached: a hovered wallet tile shows its hover colour, a focused row the kit's focus ring.
    expect(plain['allWalletsItem hovered']?.['background-color']).not.toBe(
      plain['allWalletsItem at rest']?.['background-color'],
    )
    expect(plain['walletRow focused']?.['outline-style']).not.toBe('none')
  }, 300_000)

  it.each(Object.keys(HOST_SHEETS))(
    'under %s it looks as without a host sheet: titles, rows, buttons and inputs at rest, hovered, focused, pressed',
    async (sheet) => {
      const looks = await visit(sheet)
      expect(differences(plain, looks)).toEqual([])
    },
    300_000,
  )
})

describe('ConnectButton in the page', () => {
  it('keeps its own width in a block, a flex column and a grid parent', async () => {
    const { page } = await openDemo(browser, app.plain.url, { privateKey, rpcUrls: app.devnet.rpcUrls })
    const button = connectButton(page)
    await button.waitFor()
    const widthIn = (display: string) =>
      button.evaluate((element, display) => {
        const parent = element.parentElement as HTMLElement
        parent.style.display = display
        parent.style.flexDirection = 'column'
        parent.style.inlineSize = '900px'
        return { button: element.getBoundingClientRect().width, parent: parent.getBoundingClientRect().width }
      }, display)
    const block = await widthIn('block')
    expect(block.button).toBeLessThan(300)
    expect(await widthIn('grid')).toEqual(block)
    expect(await widthIn('flex')).toEqual(block)
    await screenshot(page, 'host-connect-button-flex-column')
    // The same in the light theme on a phone, for the record.
    await page.getByRole('radio', { name: 'Light' }).check()
    await page.setViewportSize({ width: 390, height: 844 })
    expect((await widthIn('flex')).button).toBe(block.button)
    await screenshot(page, 'host-connect-button-flex-column-light-390')
  })
})

/** What paints on an element's own box: a page's rules on a shadow host must leave these as they are. */
const HOST_PAINT = [
  'background-color',
  'border-top-width',
  'border-top-style',
  'outline-style',
  'outline-width',
  'box-shadow',
  'padding-top',
  'padding-left',
  'opacity',
  'transform',
  'text-decoration-line',
]

describe('the custom elements under host stylesheets', () => {
  let page: ExampleFixture
  let plain: Looks
  const elementsKey = generatePrivateKey()
  const elementsAddress = privateKeyToAccount(elementsKey).address

  /**
   * The plain HTML example's visit (browser wallets only, so no All Wallets row): the button, the Connect view, then
   * connected, the account button and Account.
   */
  async function visitElements(sheet: string | undefined): Promise<Looks> {
    const session = await browser.newSession()
    await offlineVerify(session.context)
    await testWallet(session.context, { privateKey: elementsKey, rpcUrls: page.devnet.rpcUrls })
    const tab = session.page
    await tab.goto(page.plain.url)
    await tab.emulateMedia({ reducedMotion: 'reduce' })
    const css = sheet ? HOST_SHEETS[sheet]?.() : undefined
    if (css) await tab.addStyleTag({ content: css })
    const looks: Looks = {}
    const connectButton = tab.getByRole('button', { name: 'Connect Wallet' })
    await connectButton.waitFor()
    // The host element too: a page's universal rules reach it (`*:hover`, `*:active`) and would paint around the
    // button. What it inherits and its width are the page's own layout, so only what paints is compared.
    await statesOf(tab, { connectButton, connectButtonHost: tab.locator('portico-connect-button') }, looks)
    for (const [part, look] of Object.entries(looks))
      if (part.startsWith('connectButtonHost'))
        looks[part] = Object.fromEntries(Object.entries(look).filter(([property]) => HOST_PAINT.includes(property)))
    await connectButton.click()
    const connect = dialog(tab, 'Connect Wallet')
    const wallet = connect.getByRole('button', { name: `${dappPage.WALLET_NAME}, installed` })
    await wallet.waitFor()
    await settled(tab)
    looks.connectDialog = await lookOf(connect)
    await statesOf(
      tab,
      {
        connectTitle: connect.getByRole('heading').first(),
        connectClose: connect.getByRole('button', { name: 'Close' }),
        walletRow: wallet,
      },
      looks,
    )
    await wallet.click()
    const accountButton = tab.getByRole('button', { name: new RegExp(truncateAddress(elementsAddress)) })
    await accountButton.waitFor()
    await connect.waitFor({ state: 'hidden' })
    // The balance read, so the button has its full width in every visit.
    await accountButton.getByText('ETH', { exact: false }).waitFor()
    await statesOf(tab, { accountButton }, looks)
    await accountButton.click()
    const account = dialog(tab, 'Account')
    await account.getByRole('tab').first().waitFor()
    // The token read, so the list has its row (not the loading rows) in every visit.
    await account.getByRole('list', { name: 'Tokens' }).getByRole('listitem').first().waitFor()
    await settled(tab)
    looks.accountDialog = await lookOf(account)
    await statesOf(
      tab,
      {
        accountTitle: account.getByRole('heading').first(),
        accountTab: account.getByRole('tab').first(),
        sendAction: account.getByRole('button', { name: 'Send' }),
      },
      looks,
    )
    await screenshot(tab, `host-elements-${(sheet ?? 'none').replace(/[^a-z0-9]+/gi, '-').toLowerCase()}-Account`, {
      fullPage: false,
    })
    return looks
  }

  beforeAll(async () => {
    page = await startHtml({ relay: false, frame: false })
    await setBalance(page.devnet.rpcUrls[31337], elementsAddress, '3')
    plain = await visitElements(undefined)
  }, 300_000)

  afterAll(() => page?.stop())

  it.each(Object.keys(HOST_SHEETS))(
    'under %s the elements look as without a host sheet, at rest, hovered, focused and pressed',
    async (sheet) => {
      expect(differences(plain, await visitElements(sheet))).toEqual([])
    },
    300_000,
  )
})
