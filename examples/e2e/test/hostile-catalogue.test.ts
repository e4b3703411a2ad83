// The demo app (examples/dapp) on a devnet whose wallet catalogue is hostile: wallets whose links run script
// (`javascript:`, `data:`, `vbscript:`, tab-split and padded variants) and whose names are HTML. A user presses every
// control that opens a link, on a desktop and on a phone: no script runs, the app never leaves its page, nothing
// opens but addresses the URL policy allows, and the names show as text. Issue #16, item 1.
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  collectPageErrors,
  dappPage,
  launchSharedBrowser,
  startDapp,
  offlineVerify,
  type ExampleFixture,
  type SharedBrowser,
} from '../src'

const { connectButton, dialog } = dappPage

// Each payload sets window.__pwned (or raises a dialog) if a browser ever runs it.
const SCRIPT_LINKS = [
  'javascript://%0awindow.__pwned=1//',
  'javascript:window.__pwned=1',
  ' JaVaScRiPt:window.__pwned=1',
  'java\tscript:window.__pwned=1',
  '\njavascript://%0aalert(document.domain)//',
  'data:text/html,<script>opener.__pwned=1</script>',
  'vbscript:msgbox(1)',
  'javascript:',
]

const HTML_NAME = 'Evil <img src=x onerror="window.__pwned=1"> Wallet'
const HOSTILE_WALLETS = [
  {
    id: 'hostile-script-links',
    name: HTML_NAME,
    image_url: 'javascript:window.__pwned=1',
    homepage: 'javascript:window.__pwned=1',
    mobile_link: SCRIPT_LINKS[0],
    desktop_link: SCRIPT_LINKS[1],
    webapp_link: SCRIPT_LINKS[5],
    link_mode: SCRIPT_LINKS[4],
    app_store: SCRIPT_LINKS[2],
    play_store: SCRIPT_LINKS[3],
    supports_wc: true,
  },
  {
    id: 'hostile-padded-links',
    name: 'Evil <script>window.__pwned=1</script> Vault',
    mobile_link: SCRIPT_LINKS[2],
    desktop_link: SCRIPT_LINKS[3],
    webapp_link: SCRIPT_LINKS[6],
    link_mode: SCRIPT_LINKS[7],
    supports_wc: true,
  },
  {
    // One bad link and one good one: the good one stays usable.
    id: 'hostile-mixed-links',
    name: 'Evil "onmouseover=alert(1) Pay',
    mobile_link: SCRIPT_LINKS[0],
    desktop_link: SCRIPT_LINKS[4],
    webapp_link: 'https://app.evilpay.wallet.example/',
    link_mode: SCRIPT_LINKS[1],
    supports_wc: true,
  },
]
const NAMES = HOSTILE_WALLETS.map((wallet) => wallet.name)
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'

let app: ExampleFixture
let browser: SharedBrowser

beforeAll(async () => {
  ;[app, browser] = await Promise.all([startDapp({ extraWallets: HOSTILE_WALLETS }), launchSharedBrowser()])
})

afterEach(() => browser.closeSessions())

afterAll(async () => {
  await browser?.close()
  await app?.stop()
})

/** Everything that would show that a link escaped: dialogs, pages opened, where the app's frame went. */
interface Watch {
  dialogs: string[]
  opened: string[]
  navigations: string[]
  errors: string[]
}

/** The URL policy, written out independently of the SDK's code: what a test accepts to see opened. */
const allowedOpen = (url: string) =>
  /^https:\/\//.test(url) ||
  /^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url) ||
  /^wc:/.test(url) ||
  url === 'about:blank'

async function watch(context: BrowserContext, page: Page): Promise<Watch> {
  const seen: Watch = { dialogs: [], opened: [], navigations: [], errors: collectPageErrors(page) }
  const onDialog = (target: Page) =>
    target.on('dialog', (d) => {
      seen.dialogs.push(d.message())
      void d.dismiss()
    })
  onDialog(page)
  context.on('page', onDialog)
  // What pages were asked to load, not where they ended: this machine has no internet, so an allowed https page
  // opened in a new tab ends on Chromium's error page. Script that would run instead sets window.__pwned.
  context.on('request', (request) => {
    if (!request.isNavigationRequest()) return
    let frame: ReturnType<typeof request.frame>
    try {
      frame = request.frame()
    } catch {
      // A new tab's first load comes before its frame exists.
      seen.opened.push(request.url())
      return
    }
    if (frame.parentFrame()) return
    if (frame === page.mainFrame()) seen.navigations.push(request.url())
    else seen.opened.push(request.url())
  })
  return seen
}

async function pwned(context: BrowserContext): Promise<unknown[]> {
  return Promise.all(
    context.pages().map((p) => p.evaluate(() => (window as { __pwned?: unknown }).__pwned).catch(() => undefined)),
  )
}

/** Presses every button of the open dialog that opens or copies a link, then goes back. */
async function pressLinkButtons(page: Page, modal: Locator) {
  for (const name of [/^Open /, /^Copy link$/, /^Get /]) {
    const buttons = modal.getByRole('button', { name })
    for (let i = 0; i < (await buttons.count()); i++) {
      await buttons.nth(i).click()
      await page.waitForTimeout(150)
    }
  }
}

async function expectNothingEscaped(context: BrowserContext, page: Page, seen: Watch, appUrl: string) {
  expect(await pwned(context)).not.toContain(1)
  expect(seen.dialogs).toEqual([])
  expect(seen.opened.filter((url) => !allowedOpen(url))).toEqual([])
  expect(page.url()).toBe(appUrl)
  expect(seen.navigations.filter((url) => url !== appUrl)).toEqual([])
  // No element the names could have smuggled in.
  expect(await page.locator('img[src="x"], script:not([src]):has-text("__pwned")').count()).toBe(0)
}

describe('a hostile wallet catalogue', () => {
  it('on a desktop: the names show as text, and no control of Connect, All Wallets or a wallet view runs a link', async () => {
    const { context, page } = await browser.newSession({ viewport: { width: 1280, height: 800 } })
    await offlineVerify(context)
    const seen = await watch(context, page)
    await page.goto(app.plain.url)
    const appUrl = page.url()

    await connectButton(page).click()
    const connect = dialog(page, 'Connect Wallet')
    // The recommended list shows the first catalogue entries: the hostile ones, named as written.
    await connect.getByRole('button', { name: NAMES[0], exact: false }).first().waitFor()
    await expect(connect.getByText(HTML_NAME, { exact: true }).count()).resolves.toBeGreaterThan(0)

    for (const name of NAMES) {
      await page.keyboard.press('Escape')
      await connectButton(page).click()
      await connect.getByRole('button', { name: 'All Wallets' }).click()
      const all = dialog(page, 'All Wallets')
      await all.getByRole('searchbox').fill('Evil')
      await all.getByRole('button', { name, exact: false }).first().click()
      const pairing = page.getByRole('dialog').filter({ has: page.getByRole('img', { name: /QR code/ }) })
      await pairing.waitFor()
      await pressLinkButtons(page, pairing)
      await expectNothingEscaped(context, page, seen, appUrl)
    }

    // Only the mixed wallet keeps a usable link (its web app); the script links were never offered. Its new tab's
    // first request is seen when Chromium makes it, which a loaded machine may do after the checks above.
    await expect
      .poll(() => seen.opened.some((url) => url.startsWith('https://app.evilpay.wallet.example/wc?uri=wc')))
      .toBe(true)
    expect(seen.errors.filter((e) => /__pwned|javascript:/i.test(e))).toEqual([])
  })

  it('on a phone: deep links open only what the policy allows, and the app stays on its page', async () => {
    const { context, page } = await browser.newSession({
      viewport: { width: 390, height: 844 },
      userAgent: IPHONE_UA,
      hasTouch: true,
    })
    await offlineVerify(context)
    const seen = await watch(context, page)
    await page.goto(app.plain.url)
    const appUrl = page.url()

    await connectButton(page).click()
    await dialog(page, 'Connect Wallet').getByRole('button', { name: 'All Wallets' }).click()
    const all = dialog(page, 'All Wallets')
    await all.getByRole('searchbox').fill('Evil')
    // On a phone a wallet needs a mobile or web link: only the mixed one (its web app survived) is listed.
    await all.getByRole('button', { name: NAMES[2], exact: false }).first().click()
    const pairing = page.getByRole('dialog')
    await pairing
      .getByRole('button', { name: /^Open / })
      .first()
      .waitFor()
    await pressLinkButtons(page, pairing)
    await expectNothingEscaped(context, page, seen, appUrl)
    await expect(all.getByRole('button', { name: NAMES[0], exact: false }).count()).resolves.toBe(0)
  })
})
