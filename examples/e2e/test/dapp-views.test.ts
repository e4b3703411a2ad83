// Every view of the kit the demo app (examples/dapp) reaches with a browser wallet, in a real Chromium: no axe violation and a
// screenshot of each, in the dark theme (default), the light theme, Arabic (right to left) and on a 390px-wide
// phone (bottom sheet); then the app under the strict Content-Security-Policy, styled and working. Titles and
// labels come from the kit's own catalogue of the locale shown. One devnet, one build, one browser for the file.
// The kit's catalogues themselves (plain data; the kit's index would bring its stylesheets into Node).
import { loadMessages, type Messages } from '@portico/react'
import type { Locator, Page } from 'playwright-core'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import {
  checkA11y,
  ICON_CONTRAST_MIN,
  lowContrastIcons,
  dappPage,
  screenshot,
  offlineVerify,
  useDemo,
  type A11yViolation,
  type TestWallet,
} from '../src'

// The kit's own catalogues, as the demo loads them: titles and labels are checked against them, never retyped.
const [en, ar] = await Promise.all([loadMessages('en'), loadMessages('ar')])

const { connection, openViewButton, setBalance, walletNav } = dappPage

const privateKey = generatePrivateKey()
const address = privateKeyToAccount(privateKey).address

const demo = useDemo({ setUp: (app) => setBalance(app.devnet.rpcUrls[31337], address, '12.5') })

const PASS_TIMEOUT_MS = 120_000

interface Visit {
  /** The view, as the SDK names it (and the screenshot's suffix). */
  view: string
  /** The dialog's title in the shown locale. */
  title(m: Messages): string
  /** Gets there from the previous view's state (the modal closed, unless said otherwise). */
  go(page: Page, m: Messages, wallet: TestWallet): Promise<void>
  /** What shows the view has loaded (beyond its title). */
  ready(dialog: Locator, m: Messages): Locator
  /** Leaves the view; default Escape (the modal closes). */
  leave?(page: Page, dialog: Locator, m: Messages, wallet: TestWallet): Promise<void>
}

const testWalletButton = (dialog: Locator) =>
  dialog.getByRole('button', { name: new RegExp(`^${dappPage.WALLET_NAME}`) })
const devnetTwoButton = (dialog: Locator) => dialog.getByRole('button', { name: /^Portico Devnet 2/ })
const pressEscape = async (page: Page, dialog: Locator) => {
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'hidden' })
}
const openFromPage = (label: string) => async (page: Page) => openViewButton(page, label).click()
/** A catalogue message with its `{name}` parameters filled (no plurals here). */
const fill = (message: string, params: Record<string, string>) =>
  message.replace(/\{(\w+)\}/g, (_, key: string) => params[key] ?? '')
/** Opens a view from the page, then presses the control named `name` in its dialog. */
const openThenPress =
  (label: string, title: (m: Messages) => string, name: (m: Messages) => string) => async (page: Page, m: Messages) => {
    await openViewButton(page, label).click()
    await page
      .getByRole('dialog', { name: title(m), exact: true })
      .getByRole('button', { name: name(m), exact: true })
      .click()
  }

/** Before connecting: Connect, All Wallets, the WalletConnect QR; then connecting asks to sign in. */
const DISCONNECTED: Visit[] = [
  {
    view: 'Connect',
    title: (m) => m.shell.titles.Connect,
    go: async (page, m) => walletNav(page).getByRole('button', { name: m.start.buttons.connect }).click(),
    // The catalogue's answer in (its rows, and All Wallets' count), not only the browser wallet found first.
    ready: (dialog, m) => dappPage.allWalletsCounted(dialog, m.connect.wallets.allWallets),
    leave: async () => undefined,
  },
  {
    view: 'AllWallets',
    title: (m) => m.shell.titles.AllWallets,
    go: async (page, m) =>
      page
        .getByRole('dialog')
        .getByRole('button', { name: new RegExp(`^${m.connect.wallets.allWallets}`) })
        .click(),
    // The catalogue's wallets, not its loading tiles.
    ready: (dialog) => dialog.getByRole('list').getByRole('button').first(),
    leave: async (page, _dialog, m) =>
      page.getByRole('dialog').getByRole('button', { name: m.shell.aria.back }).click(),
  },
  {
    view: 'ConnectingWalletConnect',
    title: (m) => m.shell.titles.ConnectingWalletConnectBasic,
    go: async (page, m) =>
      page
        .getByRole('dialog')
        .getByRole('button', { name: new RegExp(`^${m.shell.titles.ConnectingWalletConnectBasic}`) })
        .click(),
    // The pairing link made (the QR code and Copy link), not the spinner shown while it is made (an image too).
    ready: (dialog, m) => dialog.getByRole('button', { name: m.shared.common.copyLink, exact: true }),
    leave: async (page, _dialog, m) =>
      page.getByRole('dialog').getByRole('button', { name: m.shell.aria.back }).click(),
  },
  {
    view: 'SIWXSignMessage',
    title: (m) => m.shell.titles.SIWXSignMessage,
    go: async (page) => testWalletButton(page.getByRole('dialog')).click(),
    ready: (dialog, m) => dialog.getByRole('button', { name: m.siwx.sign, exact: true }),
    leave: async (page, dialog, m) => {
      await dialog.getByRole('button', { name: m.siwx.sign, exact: true }).click()
      await dialog.waitFor({ state: 'hidden' })
      await connection(page).getByText(address, { exact: true }).waitFor()
    },
  },
]

/** Once connected: the views the demo opens, and UnsupportedChain when the wallet leaves the app's chains. */
const CONNECTED: Visit[] = [
  {
    view: 'Account',
    title: (m) => m.shell.titles.Account,
    go: openFromPage('Open Account'),
    // The token read: its row, not the loading rows (taller) in one pass and the row in another.
    ready: (dialog, m) => dialog.getByRole('list', { name: m.shared.aria.tokenList }).getByRole('listitem').first(),
  },
  {
    view: 'Networks',
    title: (m) => m.shell.titles.Networks,
    go: openFromPage('Open Networks'),
    ready: devnetTwoButton,
  },
  {
    view: 'WalletSend',
    title: (m) => m.shell.titles.Send,
    go: openFromPage('Open Send'),
    ready: (d) => d.getByRole('textbox').first(),
  },
  {
    view: 'WalletSendSelectToken',
    title: (m) => m.shell.titles.Send,
    go: openThenPress(
      'Open Send',
      (m) => m.shell.titles.Send,
      (m) => m.send.selectToken,
    ),
    ready: (d) => d.getByRole('button', { name: /ETH/ }),
  },
  {
    view: 'WalletSendPreview',
    title: (m) => m.shell.titles.SendPreview,
    go: async (page, m) => {
      await openThenPress(
        'Open Send',
        (m) => m.shell.titles.Send,
        (m) => m.send.selectToken,
      )(page, m)
      const send = page.getByRole('dialog', { name: m.shell.titles.Send, exact: true })
      await send.getByRole('button', { name: /ETH/ }).click()
      await send.getByRole('textbox', { name: m.send.amountLabel, exact: true }).fill('0.01')
      await send.getByRole('textbox', { name: m.send.receiverLabel, exact: true }).fill(address)
      await send.getByRole('button', { name: m.send.preview, exact: true }).click()
    },
    ready: (d, m) => d.getByRole('button', { name: m.send.send, exact: true }),
  },
  {
    view: 'WalletReceive',
    title: (m) => m.shell.titles.Receive,
    go: openFromPage('Open Receive'),
    ready: (d) => d.getByRole('img'),
  },
  {
    view: 'Swap',
    title: (m) => m.shell.titles.Swap,
    go: openFromPage('Open Swap'),
    ready: (d) => d.getByRole('textbox').first(),
  },
  {
    view: 'SwapSelectToken',
    title: (m) => m.shell.titles.SwapSelectToken,
    go: openThenPress(
      'Open Swap',
      (m) => m.shell.titles.Swap,
      (m) => fill(m.swap.chooseToken, { side: m.swap.youReceive }),
    ),
    ready: (d) => d.getByRole('searchbox'),
  },
  {
    view: 'OnRampFiatSelect',
    title: (m) => m.shell.titles.Buy,
    go: openThenPress(
      'Open Buy crypto',
      (m) => m.shell.titles.Buy,
      (m) => fill(m.buy.change, { label: m.buy.paymentCurrency, value: 'USD' }),
    ),
    ready: (d, m) => d.getByRole('list', { name: m.buy.fiatList }),
  },
  {
    view: 'OnRampTokenSelect',
    title: (m) => m.shell.titles.Buy,
    go: openThenPress(
      'Open Buy crypto',
      (m) => m.shell.titles.Buy,
      (m) => fill(m.buy.change, { label: m.buy.purchaseCurrency, value: 'USDC' }),
    ),
    ready: (d, m) => d.getByRole('list', { name: m.buy.cryptoList }),
  },
  {
    view: 'OnRampProviders',
    title: (m) => m.shell.titles.Buy,
    go: openFromPage('Open Buy crypto'),
    ready: (d) => d.getByRole('button', { name: /^Coinbase/ }),
  },
  {
    view: 'UnsupportedChain',
    title: (m) => m.shell.titles.UnsupportedChain,
    go: async (_page, _m, wallet) => wallet.changeChain(1),
    ready: devnetTwoButton,
    leave: async (_page, dialog, _m, wallet) => {
      await dialog.getByRole('button', { name: /^Portico Devnet(?! 2)/ }).click()
      await dialog.waitFor({ state: 'hidden' })
      expect(wallet.chainId).toBe(31337)
    },
  },
]

interface PassOptions {
  /** Screenshot prefix. */
  name: string
  viewport?: { width: number; height: number }
  /** Prepares the page (theme, language) before the first view. */
  prepare?(page: Page): Promise<void>
  locale?: 'en' | 'ar'
  /** Checked on every view (e.g. nothing wider than the screen). */
  check?(page: Page, view: string): Promise<void>
}

/** Goes through every view; returns the axe violations by view (only views that have some). */
async function visitEveryView(options: PassOptions): Promise<Record<string, A11yViolation[]>> {
  const { page, wallets } = await demo.open({ viewport: options.viewport, wallets: [{ privateKey }] })
  const wallet = wallets[0]!
  const m = options.locale === 'ar' ? ar : en
  await options.prepare?.(page)
  const found: Record<string, A11yViolation[]> = {}
  for (const visit of [...DISCONNECTED, ...CONNECTED]) {
    await visit.go(page, m, wallet)
    const dialog = page.getByRole('dialog', { name: visit.title(m), exact: true })
    await visit.ready(dialog, m).waitFor()
    await animationsDone(page)
    const violations = await checkA11y(page)
    // axe checks the contrast of text; the icons' (WCAG 1.4.11, 3:1) are checked here.
    for (const icon of await lowContrastIcons(page))
      violations.push({
        id: 'icon-contrast',
        help: `${icon.ratio}:1 (${icon.color} on ${icon.background}), under ${ICON_CONTRAST_MIN}:1`,
        targets: [icon.where],
      })
    if (violations.length > 0) found[visit.view] = violations
    await options.check?.(page, visit.view)
    await expectWithinViewport(page, dialog)
    await screenshot(page, `dapp-${options.name}-${visit.view}`, { fullPage: false })
    await (visit.leave ?? ((p, d) => pressEscape(p, d)))(page, dialog, m, wallet)
  }
  return found
}

/** The dialog is never taller or wider than the window: its header stays in view and its body scrolls. */
async function expectWithinViewport(page: Page, dialog: Locator): Promise<void> {
  const box = await dialog.boundingBox()
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 }
  expect(box, 'the dialog is shown').not.toBeNull()
  expect(Math.floor(box?.y ?? -1)).toBeGreaterThanOrEqual(0)
  expect(Math.ceil((box?.y ?? 0) + (box?.height ?? 0))).toBeLessThanOrEqual(height)
  expect(Math.ceil((box?.x ?? 0) + (box?.width ?? 0))).toBeLessThanOrEqual(width)
}

/** Waits for the finite animations and transitions (the modal opening) to end: axe and screenshots see the view as it rests. */
async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
}

const chooseTheme = (label: 'Light' | 'Dark') => async (page: Page) => {
  await page.getByRole('radio', { name: label }).check()
  await page.locator(`html[data-theme="${label.toLowerCase()}"]`).waitFor({ state: 'attached' })
}

describe('every view of the demo app', () => {
  it(
    'has no accessibility violation in the dark theme (the default)',
    async () => {
      expect(await visitEveryView({ name: 'dark' })).toEqual({})
    },
    PASS_TIMEOUT_MS,
  )

  it(
    'has no accessibility violation in the light theme; the kit follows the switch',
    async () => {
      const found = await visitEveryView({
        name: 'light',
        prepare: chooseTheme('Light'),
        check: async (page) =>
          expect(await page.locator('[data-portico-root]').getAttribute('data-portico-theme')).toBe('light'),
      })
      expect(found).toEqual({})
    },
    PASS_TIMEOUT_MS,
  )

  it(
    'has no accessibility violation in Arabic, laid out right to left',
    async () => {
      const found = await visitEveryView({
        name: 'ar',
        locale: 'ar',
        prepare: async (page) => {
          await page.getByRole('combobox', { name: 'Language' }).selectOption('ar')
          await walletNav(page).getByRole('button', { name: ar.start.buttons.connect }).waitFor()
        },
        check: async (page) => {
          const root = page.locator('[data-portico-root]')
          expect(await root.getAttribute('dir')).toBe('rtl')
          expect(await root.getAttribute('lang')).toBe('ar')
        },
      })
      expect(found).toEqual({})
    },
    PASS_TIMEOUT_MS,
  )

  it(
    'has no accessibility violation on a 390px-wide phone, the modal a bottom sheet within the screen',
    async () => {
      const found = await visitEveryView({
        name: '390px',
        viewport: { width: 390, height: 844 },
        check: async (page) => {
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
          const box = await page.getByRole('dialog').boundingBox()
          expect(box?.width).toBeLessThanOrEqual(390)
          // A bottom sheet: the dialog reaches the bottom of the screen.
          expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBeGreaterThanOrEqual(843)
          // Every control a finger presses is at least 44 px high (links inside a sentence excepted).
          const small = await page.getByRole('dialog').evaluate((dialog) =>
            [...dialog.querySelectorAll('button, [role="tab"], input:not([type="checkbox"])')]
              .filter((control) => control.getClientRects().length > 0)
              .map((control) => ({
                control: control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName,
                height: Math.round(control.getBoundingClientRect().height),
              }))
              .filter(({ height }) => height < 44),
          )
          expect(small).toEqual([])
        },
      })
      expect(found).toEqual({})
    },
    PASS_TIMEOUT_MS,
  )
})

describe('the Connect view with every feature on (e-mail, seven social logins, wallets, All Wallets, legal line)', () => {
  it.each([
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ])('fits a $width×$height window, its first wallet row visible without scrolling', async (viewport) => {
    // No browser wallet: the e-mail field and the social logins come first, the wallets after them.
    const { page } = await demo.open({ viewport })
    await walletNav(page).getByRole('button', { name: en.start.buttons.connect }).click()
    const dialog = page.getByRole('dialog', { name: en.shell.titles.Connect, exact: true })
    const firstWallet = dialog.getByRole('list', { name: en.shell.aria.walletList }).getByRole('button').first()
    await firstWallet.waitFor()
    // The catalogue's answer in: the view at its fullest (every wallet row it lists) is the one that must fit.
    await dappPage.allWalletsCounted(dialog, en.connect.wallets.allWallets).waitFor()
    await animationsDone(page)
    // Every method is on: the e-mail field, the seven social logins (one button and a row of marks) and the wallets.
    await dialog.getByRole('textbox', { name: en.connect.emailLabel }).waitFor()
    expect(await dialog.getByRole('list', { name: en.connect.aria.socialList }).getByRole('button').count()).toBe(5)
    await expectWithinViewport(page, dialog)
    const row = await firstWallet.boundingBox()
    const body = await dialog.boundingBox()
    expect(row, 'the first wallet row is shown').not.toBeNull()
    expect((row?.y ?? 0) + (row?.height ?? 0)).toBeLessThanOrEqual((body?.y ?? 0) + (body?.height ?? 0))
    expect((row?.y ?? 0) + (row?.height ?? 0)).toBeLessThanOrEqual(viewport.height)
    await screenshot(page, `connect-fit-${viewport.width}`, { fullPage: false })
  })
})

describe('the bottom sheet on a 390 px phone', () => {
  it('springs back from a short pull and is dismissed by pulling its header down', async () => {
    const { page } = await demo.open({ viewport: { width: 390, height: 844 } })
    await walletNav(page).getByRole('button', { name: en.start.buttons.connect }).click()
    const dialog = page.getByRole('dialog', { name: en.shell.titles.Connect, exact: true })
    await dialog.getByRole('list', { name: en.shell.aria.walletList }).waitFor()
    await animationsDone(page)
    const title = dialog.getByRole('heading', { name: en.shell.titles.Connect })
    const box = await title.boundingBox()
    const x = (box?.x ?? 0) + (box?.width ?? 0) / 2
    const y = (box?.y ?? 0) + (box?.height ?? 0) / 2
    const pull = async (distance: number) => {
      await page.mouse.move(x, y)
      await page.mouse.down()
      await page.mouse.move(x, y + distance, { steps: 8 })
      await page.mouse.up()
    }
    await pull(40)
    expect(await dialog.isVisible()).toBe(true)
    expect(await dialog.evaluate((panel) => panel.style.transform)).toBe('')
    await pull(220)
    await dialog.waitFor({ state: 'hidden' })
  })
})

describe('the modal code', () => {
  it('is fetched once the page is idle, before any click', async () => {
    const { context, page } = await demo.browser.newSession()
    await offlineVerify(context)
    const fetched: string[] = []
    page.on('response', (response) => fetched.push(new URL(response.url()).pathname))
    await page.goto(demo.app.plain.url)
    await walletNav(page).getByRole('button', { name: en.start.buttons.connect }).waitFor()
    // Nothing hovered or focused: the Connect view's chunk arrives by itself.
    await expect.poll(() => fetched.some((path) => /\/Connect-[\w-]+\.js$/.test(path)), { timeout: 10_000 }).toBe(true)
    await walletNav(page).getByRole('button', { name: en.start.buttons.connect }).click()
    await page.getByRole('dialog', { name: en.shell.titles.Connect, exact: true }).getByRole('list').first().waitFor()
  })
})

describe('the demo app under the strict Content-Security-Policy (no inline script or style)', () => {
  it('renders styled, and connects, signs in and signs a message', async () => {
    const { page, errors } = await demo.open({ server: 'strict', wallets: [{ privateKey }] })

    const connect = dappPage.connectButton(page)
    await connect.waitFor()
    // The page's static CSS (dark theme by default) and the kit's (accent colour on the Connect button) apply.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe(
      'rgb(18, 19, 24)',
    )
    expect(await connect.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)')
    await dappPage.connectWallet(page, address)
    const dialogStyle = await walletNav(page)
      .getByRole('button', { name: /0x/ })
      .evaluate((el) => getComputedStyle(el).borderRadius)
    expect(dialogStyle).not.toBe('0px')

    // Account's tokens show the devnet's images: the policy lists the devnet's image service, as a production page
    // lists its image host (see withDevnetOrigin); an image it refused would load nothing and log the refusal.
    await walletNav(page).getByRole('button', { name: /0x/ }).click()
    const tokenImage = dappPage.dialog(page, 'Account').locator('img[src*="/public/getTokenImage/"]').first()
    await tokenImage.waitFor()
    await expect
      .poll(() => tokenImage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true)
    await page.keyboard.press('Escape')

    const section = page.getByRole('region', { name: 'Sign a message' })
    await section.getByRole('button', { name: 'Sign message' }).click()
    await section.getByRole('status').getByText('Message signed').waitFor()
    await screenshot(page, 'dapp-strict-csp')
    expect(errors).toEqual([])
  })
})
