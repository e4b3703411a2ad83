// Every locale of the kit in a real Chromium (issue #37): Connect, All Wallets and the WalletConnect view before
// connecting; Account (its Activity tab, the devnet's history) and Send after. Each view at 390 px (the bottom sheet)
// and at 1024 px: no text outside its box (computed from the laid-out text, not looked at), axe on the dialog
// clean. Kept to two pages: the demo's Language menu (setLocale) switches the locale between views. Screenshots of
// ar, he, hi, th, ru and de land in artifacts/ (dapp-locale-<locale>-<view>-<width>.png). One more page checks that
// the browser's own language chooses the locale when the app names none (pt-PT → Brazilian Portuguese).
import { SUPPORTED_LOCALES, loadMessages, type Locale, type Messages } from '@portico/react'
import type { Locator, Page } from 'playwright-core'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  pageAxe,
  dappPage,
  launchSharedBrowser,
  offlineVerify,
  screenshot,
  startDapp,
  testWallet,
  type A11yViolation,
  type ExampleFixture,
  type SharedBrowser,
} from '../src'

const { connectWallet, openViewButton, signInRegion, walletNav } = dappPage

// The kit's own catalogues: titles and labels are looked up in them, never retyped.
const catalogues = Object.fromEntries(
  await Promise.all(SUPPORTED_LOCALES.map(async (locale) => [locale, await loadMessages(locale)] as const)),
) as Record<Locale, Messages>

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
] as const
/** The locales whose screenshots are kept and looked at: right to left, tall and unspaced scripts, long words. */
const PICTURED: readonly Locale[] = ['ar', 'he', 'hi', 'th', 'ru', 'de']
const PASS_TIMEOUT_MS = 240_000

let app: ExampleFixture
let browser: SharedBrowser

beforeAll(async () => {
  ;[app, browser] = await Promise.all([startDapp({ frame: false }), launchSharedBrowser()])
})

// The two passes run side by side: each closes its own context (no `closeSessions()` after each test).
afterAll(async () => {
  await browser?.close()
  await app?.stop()
})

/** A piece of text that leaves the box that lays it out, or the dialog. */
interface Overflow {
  text: string
  box: string
}

/**
 * Every text node in the dialog whose laid-out text (a Range around it) is wider or taller than the block that lays
 * it out, than a box that clips it, or than the dialog: text that spills out or is cut. Screen-reader-only text
 * (a 1 px box) and line-clamped wallet names are skipped. Runs in the page.
 */
function overflowingText(dialog: Element): Overflow[] {
  const SLACK = 1
  const found: Overflow[] = []
  const outside = (inner: DOMRect, outer: DOMRect, vertical: boolean) =>
    inner.left < outer.left - SLACK ||
    inner.right > outer.right + SLACK ||
    (vertical && (inner.top < outer.top - SLACK || inner.bottom > outer.bottom + SLACK))
  const name = (element: Element) =>
    `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''}`
  const dialogBox = dialog.getBoundingClientRect()
  const walker = document.createTreeWalker(dialog, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? ''
    let block = node.parentElement
    if (!text || !block?.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue
    // A wallet's name under its logo is clamped to two lines by design (a name, not the catalogue's text; the
    // tile's accessible name holds it whole).
    if (getComputedStyle(block).webkitLineClamp !== 'none') continue
    while (block.parentElement && block !== dialog && getComputedStyle(block).display === 'inline')
      block = block.parentElement
    const blockBox = block.getBoundingClientRect()
    if (blockBox.width <= SLACK || blockBox.height <= SLACK) continue
    const range = document.createRange()
    range.selectNodeContents(node)
    const laidOut = range.getBoundingClientRect()
    if (outside(laidOut, blockBox, true)) found.push({ text, box: name(block) })
    else if (outside(laidOut, dialogBox, false)) found.push({ text, box: 'the dialog' })
    else {
      // An ancestor that clips (overflow other than visible) and does not scroll that way cuts what leaves it.
      for (let clip = block.parentElement; clip && clip !== dialog.parentElement; clip = clip.parentElement) {
        const style = getComputedStyle(clip)
        const cutsX = style.overflowX === 'hidden' || style.overflowX === 'clip'
        if (cutsX && outside(laidOut, clip.getBoundingClientRect(), false)) {
          found.push({ text, box: name(clip) })
          break
        }
      }
    }
  }
  return found
}

/** Waits for finite animations (the sheet sliding up, a view's fade) to end: checks see the view at rest. */
async function atRest(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
}

type Axe = Awaited<ReturnType<typeof pageAxe>>

/** What went wrong in one view of one locale at one width. */
interface Finding {
  where: string
  overflow?: Overflow[]
  axe?: A11yViolation[]
}

/** Checks the open dialog at each width (overflow, axe), pictures it for the pictured locales. */
async function inspect(page: Page, dialog: Locator, locale: Locale, view: string, findings: Finding[], axe: Axe) {
  for (const size of WIDTHS) {
    await page.setViewportSize(size)
    await atRest(page)
    const overflow = await dialog.evaluate(overflowingText)
    const violations = await axe({ include: '[role="dialog"]' })
    const where = `${locale} ${view} ${size.width}px`
    if (overflow.length > 0 || violations.length > 0) findings.push({ where, overflow, axe: violations })
    if (PICTURED.includes(locale))
      await screenshot(page, `dapp-locale-${locale}-${view}-${size.width}`, { fullPage: false })
  }
  await page.setViewportSize(WIDTHS[0])
}

/** Shows the kit in `locale` through the demo's Language menu; resolves once its catalogue is shown. */
async function choose(page: Page, locale: Locale) {
  await page.getByRole('combobox', { name: 'Language' }).selectOption(locale)
  await page.locator(`[data-portico-root][lang="${locale}"]`).waitFor({ state: 'attached' })
  await walletNav(page).getByRole('button').first().waitFor()
}

const closeDialog = async (page: Page, dialog: Locator) => {
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'hidden' })
}

// The two pages run side by side: the pass takes the time of the longer one.
describe.concurrent('every locale, every width: nothing overflows, axe is clean', () => {
  it(
    'Connect, All Wallets and the WalletConnect view, before connecting',
    async () => {
      const { context, page } = await browser.newSession({ viewport: WIDTHS[0] })
      await offlineVerify(context)
      await testWallet(context, { privateKey: app.devnet.accounts[1]!.privateKey, rpcUrls: app.devnet.rpcUrls })
      await page.goto(app.plain.url)
      const axe = await pageAxe(page)
      const findings: Finding[] = []
      for (const locale of SUPPORTED_LOCALES) {
        const m = catalogues[locale]
        await choose(page, locale)
        const rtl = ['ar', 'he', 'fa'].includes(locale)
        expect(await page.locator('[data-portico-root]').getAttribute('dir'), locale).toBe(rtl ? 'rtl' : 'ltr')

        await walletNav(page).getByRole('button', { name: m.start.buttons.connect, exact: true }).click()
        const connect = page.getByRole('dialog', { name: m.shell.titles.Connect, exact: true })
        await connect
          .getByRole('button', { name: new RegExp(`^${dappPage.WALLET_NAME}`) })
          .first()
          .waitFor()
        // The catalogue's answer in (its rows, and All Wallets' count, a text of its own): the same view each time.
        await dappPage.allWalletsCounted(connect, m.connect.wallets.allWallets).waitFor()
        await inspect(page, connect, locale, 'Connect', findings, axe)

        await connect.getByRole('button', { name: new RegExp(`^${m.connect.wallets.allWallets}`) }).click()
        const all = page.getByRole('dialog', { name: m.shell.titles.AllWallets, exact: true })
        await all.getByRole('searchbox').waitFor()
        // The catalogue's wallets, not its loading tiles.
        await all.getByRole('list').getByRole('button').first().waitFor()
        await inspect(page, all, locale, 'AllWallets', findings, axe)
        // Right to left, icons that point turn round (back); those that do not (close) stay as they are.
        const back = all.getByRole('button', { name: m.shell.aria.back, exact: true })
        const close = all.getByRole('button', { name: m.shell.aria.close, exact: true })
        const turned = (button: Locator) => button.locator('svg').evaluate((svg) => getComputedStyle(svg).transform)
        expect([await turned(back), await turned(close)], locale).toEqual(
          rtl ? ['matrix(-1, 0, 0, 1, 0, 0)', 'none'] : ['none', 'none'],
        )
        await back.click()

        await connect
          .getByRole('button', { name: new RegExp(`^${m.shell.titles.ConnectingWalletConnectBasic}`) })
          .click()
        const walletConnect = page.getByRole('dialog', {
          name: m.shell.titles.ConnectingWalletConnectBasic,
          exact: true,
        })
        // The pairing link made (the QR code, its texts and Copy link), not the spinner shown meanwhile (an image too).
        await walletConnect.getByRole('button', { name: m.shared.common.copyLink, exact: true }).waitFor()
        await inspect(page, walletConnect, locale, 'WalletConnect', findings, axe)
        await closeDialog(page, walletConnect)
      }
      await context.close()
      expect(findings).toEqual([])
    },
    PASS_TIMEOUT_MS,
  )

  it(
    'Account with its activity, and Send, once connected',
    async () => {
      const { context, page } = await browser.newSession({ viewport: WIDTHS[0] })
      const { privateKey } = app.devnet.accounts[1]!
      const { address } = privateKeyToAccount(privateKey)
      await testWallet(context, { privateKey, rpcUrls: app.devnet.rpcUrls })
      await page.goto(app.plain.url)
      // Account 1 has a devnet sign-in session: connecting signs it in without a prompt.
      await connectWallet(page, address, 'nothing')
      await signInRegion(page).getByText(`Signed in as ${address}`).waitFor()
      const axe = await pageAxe(page)
      const findings: Finding[] = []
      for (const locale of SUPPORTED_LOCALES) {
        const m = catalogues[locale]
        await choose(page, locale)

        await openViewButton(page, 'Open Account').click()
        const account = page.getByRole('dialog', { name: m.shell.titles.Account, exact: true })
        await account.getByRole('tab', { name: m.account.tabs.activity, exact: true }).click()
        // The devnet's history of account 1: its entries show when they were mined.
        await account.locator('time').first().waitFor()
        // The balance read: its figure in the header, not the loading bar in one locale and the figure in another.
        await account.getByRole('img', { name: m.account.loadingBalance, exact: true }).waitFor({ state: 'detached' })
        await inspect(page, account, locale, 'Account', findings, axe)
        await closeDialog(page, account)

        await openViewButton(page, 'Open Send').click()
        const send = page.getByRole('dialog', { name: m.shell.titles.Send, exact: true })
        await send.getByRole('textbox', { name: m.send.amountLabel, exact: true }).waitFor()
        await inspect(page, send, locale, 'Send', findings, axe)
        await closeDialog(page, send)
      }
      await context.close()
      expect(findings).toEqual([])
    },
    PASS_TIMEOUT_MS,
  )
})

describe('the locale a user gets without choosing', () => {
  it("follows the browser's languages with a region fallback: pt-PT reads Brazilian Portuguese", async () => {
    const { context, page } = await browser.newSession({ locale: 'pt-PT' })
    await page.goto(app.plain.url)
    await walletNav(page)
      .getByRole('button', { name: catalogues['pt-BR'].start.buttons.connect, exact: true })
      .waitFor()
    expect(await page.locator('[data-portico-root]').getAttribute('lang')).toBe('pt-BR')
    await context.close()
  })
})
