// The kit inside a hostile page, in a real Chromium: a host stylesheet with element selectors for headings, lists,
// buttons and inputs, and inherited `text-align`, `line-height`, `letter-spacing` and `box-sizing` (what the stock
// Vite template and many app themes carry) leaves the modal and the buttons exactly as they are without it. The
// same steps run on the demo with and without that stylesheet; the computed styles and sizes of the title, the
// rows and the buttons must match. Screenshots of both are kept as artifacts.
import type { Locator, Page } from 'playwright-core'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { dappPage, launchSharedBrowser, screenshot, startDapp, type ExampleFixture, type SharedBrowser } from '../src'

const { connectButton, connectWallet, dialog, openDemo, openViewButton, setBalance, walletNav } = dappPage

/** A page's own styles that reach into any widget not isolated from them. */
const HOSTILE_CSS = `
  :root { font-family: Georgia, serif; line-height: 2.2; letter-spacing: 0.12em; color: rgb(200, 0, 0); }
  body, #root { text-align: center; }
  * { box-sizing: content-box; }
  h1, h2, h3, h4, p, span, label { color: rgb(255, 0, 0); font-size: 31px; font-family: Impact, serif; margin: 1.5em;
    line-height: 3; text-transform: uppercase; font-style: italic; }
  ul, ol, li { list-style: square; padding: 2em; margin: 1em; }
  button, input { font: italic 27px Georgia, serif; padding: 1.7em; border-radius: 0; background: yellow; color: green;
    text-transform: uppercase; letter-spacing: 0.3em; border: 5px solid red; box-shadow: 0 0 0 6px blue; line-height: 3;
    min-height: 90px; min-width: 300px; text-align: right; }
  img { border: 4px solid red; padding: 6px; }
  a { color: red; text-decoration: underline wavy; }
`

/** What a user sees of an element: its text settings, box and colours, and its size on screen. */
const LOOK = [
  'color',
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'line-height',
  'letter-spacing',
  'text-align',
  'text-transform',
  'box-sizing',
  'margin-top',
  'margin-left',
  'padding-top',
  'padding-left',
  'border-top-width',
  'border-top-color',
  'border-top-left-radius',
  'background-color',
  'box-shadow',
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

let app: ExampleFixture
let browser: SharedBrowser
const privateKey = generatePrivateKey()
const address = privateKeyToAccount(privateKey).address

beforeAll(async () => {
  ;[app, browser] = await Promise.all([startDapp({ relay: false }), launchSharedBrowser()])
  await setBalance(app.devnet.rpcUrls[31337], address, '12.5')
})

afterEach(() => browser.closeSessions())

afterAll(async () => {
  await browser?.close()
  await app?.stop()
})

/** Waits for the modal's opening animation to end, so sizes are measured at rest. */
const settled = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished),
    ),
  )

/** The looks of the kit's parts through a visit: Connect view, then connected (buttons and the Account view). */
async function visit(hostile: boolean): Promise<Record<string, Record<string, string>>> {
  const { page } = await openDemo(browser, app.plain.url, { privateKey, rpcUrls: app.devnet.rpcUrls })
  if (hostile) await page.addStyleTag({ content: HOSTILE_CSS })
  const name = hostile ? 'hostile' : 'plain'
  const looks: Record<string, Record<string, string>> = {}
  looks.connectButton = await lookOf(connectButton(page))

  await connectButton(page).click()
  const connect = dialog(page, 'Connect Wallet')
  await connect.getByRole('button', { name: `${dappPage.WALLET_NAME}, installed` }).waitFor()
  await settled(page)
  looks.connectDialog = await lookOf(connect)
  looks.connectTitle = await lookOf(connect.getByRole('heading').first())
  const rows = connect.getByRole('button', { name: /, installed$|WalletConnect|All Wallets/ })
  for (let index = 0; index < Math.min(3, await rows.count()); index++)
    looks[`connectRow${index}`] = await lookOf(rows.nth(index))
  await screenshot(page, `host-${name}-Connect`, { fullPage: false })
  await page.keyboard.press('Escape')

  await connectWallet(page, address)
  looks.accountButton = await lookOf(walletNav(page).getByRole('button', { name: /0x/ }))
  await openViewButton(page, 'Open Account').click()
  const account = dialog(page, 'Account')
  await account.getByRole('tab').first().waitFor()
  await settled(page)
  looks.accountDialog = await lookOf(account)
  looks.accountTitle = await lookOf(account.getByRole('heading').first())
  looks.tokenRow = await lookOf(account.getByRole('list', { name: 'Tokens' }).getByRole('listitem').first())
  looks.tab = await lookOf(account.getByRole('tab').first())
  await screenshot(page, `host-${name}-Account`, { fullPage: false })
  return looks
}

describe('the kit under a hostile host stylesheet', () => {
  it('looks the same as without it: titles, rows, buttons and the modal keep their styles and sizes', async () => {
    const plain = await visit(false)
    const hostile = await visit(true)
    expect(Object.keys(hostile)).toEqual(Object.keys(plain))
    for (const part of Object.keys(plain)) expect({ part, ...hostile[part] }).toEqual({ part, ...plain[part] })
  }, 120_000)
})
