// The embedded wallet in the demo app (examples/dapp: the React kit) in a real Chromium: e-mail login through the
// kit's Connect view — the e-mail, the device approval link and then the one-time code, both read from the
// devnet's dev mailbox as the user would read their mail — and the page shows the account. Driven by roles and
// accessible names; nothing is mocked. The demo then asks to sign in: the signature is approved (or rejected) on the
// embedded wallet's own panel inside its frame.
import { loadMessages, type Locale } from '@portico/react'
import type { Page } from 'playwright-core'
import { isAddress } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Mail } from '@portico-examples/devnet/frame'
import {
  collectPageErrors,
  checkA11y,
  dappPage,
  launchSharedBrowser,
  screenshot,
  startDapp,
  offlineVerify,
  type ExampleFixture,
  type SharedBrowser,
} from '../src'

const { connectButton, connection, dialog, openViewButton, signInRegion } = dappPage

/** Locales with the longest words on Account's action tiles ('Kontoeinstellungen', 'Accountinstellingen'…). */
const ACTION_LOCALES = ['en', 'de', 'nl', 'uk', 'ru', 'pt-BR', 'it', 'fr'] as const

/**
 * Account's action labels that leave their tile or break a word across lines (a word's laid-out boxes on more than
 * one line). Runs in the page, on the actions' navigation.
 */
function brokenActionLabels(nav: Element): string[] {
  const found: string[] = []
  for (const button of nav.querySelectorAll('button')) {
    const label = button.lastElementChild as HTMLElement
    const text = label.firstChild
    if (!text) continue
    if (label.scrollWidth > label.clientWidth + 1 || button.scrollWidth > button.clientWidth + 1)
      found.push(`${label.textContent} overflows`)
    for (const word of (text.textContent ?? '').matchAll(/\S+/g)) {
      const range = document.createRange()
      range.setStart(text, word.index)
      range.setEnd(text, word.index + word[0].length)
      const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)))
      if (lines.size > 1) found.push(`${word[0]} split`)
    }
  }
  return found
}

/** Opens Account from the demo and returns its actions' navigation, named in the kit's catalogue of `locale`. */
async function openAccountActions(page: Page, locale: Locale = 'en') {
  await openViewButton(page, 'Open Account').click()
  const nav = page.getByRole('navigation', { name: (await loadMessages(locale)).account.actions, exact: true })
  await nav.getByRole('button').last().waitFor()
  return nav
}

let app: ExampleFixture
let browser: SharedBrowser

beforeAll(async () => {
  ;[app, browser] = await Promise.all([startDapp({ relay: false }), launchSharedBrowser()])
  expect(app.devnet.mailboxUrl).toBeTruthy()
})

afterEach(() => browser.closeSessions())

afterAll(async () => {
  await browser?.close()
  await app?.stop()
})

let nextUser = 0
function freshEmail(): string {
  nextUser += 1
  return `kit${nextUser}-${Date.now()}@example.com`
}

/** The newest mail to `email` in the devnet's mailbox (read once the page said it was sent). */
async function newestMail(email: string): Promise<Mail> {
  const response = await fetch(`${app.devnet.mailboxUrl}?email=${encodeURIComponent(email)}`)
  expect(response.ok).toBe(true)
  const mail = ((await response.json()) as Mail[])[0]
  if (!mail) throw new Error(`No mail to ${email}`)
  return mail
}

async function openDemo(): Promise<{ page: Page; errors: string[] }> {
  const { context, page } = await browser.newSession()
  const errors = collectPageErrors(page)
  await offlineVerify(context)
  await page.goto(app.plain.url)
  return { page, errors }
}

const walletFrame = (page: Page) => page.frameLocator('iframe[title="Embedded wallet"]')

/** E-mail login through the kit: Connect → e-mail → the device link from the mail → the mailed code. */
async function logIn(page: Page, email = freshEmail(), shots = false): Promise<string> {
  await connectButton(page).click()
  const connect = dialog(page, 'Connect Wallet')
  await connect.getByRole('textbox', { name: 'Email' }).fill(email)
  await connect.getByRole('button', { name: 'Continue with email' }).click()

  const device = dialog(page, 'Register Device')
  await device.getByText(`Approve the login link we sent to ${email}`).waitFor()
  if (shots) {
    expect(await checkA11y(page)).toEqual([])
    await screenshot(page, 'dapp-embedded-device')
  }
  const approval = await newestMail(email)
  expect(approval.subject).toBe('Approve your new device')
  expect((await fetch(approval.link!)).ok).toBe(true)

  const code = dialog(page, 'Confirm Email')
  await code.getByText(`Enter the code we sent to ${email}`).waitFor()
  const mailed = await newestMail(email)
  expect(mailed.subject).toBe('Your login code')
  if (shots) await screenshot(page, 'dapp-embedded-code')
  await code.getByRole('textbox', { name: /Verification code/ }).fill(mailed.code!)

  const address = connection(page).getByText(/^0x[0-9a-fA-F]{40}$/)
  await address.waitFor()
  return (await address.textContent()) ?? ''
}

describe('e-mail login to the embedded wallet through the kit (Chromium)', () => {
  it('Connect → e-mail → approve the device from the mail → the mailed code → connected; signs in approved in the frame', async () => {
    const { page, errors } = await openDemo()
    const address = await logIn(page, freshEmail(), true)
    expect(isAddress(address)).toBe(true)
    expect(await connectButton(page).count()).toBe(0)

    // The demo asks to sign in: the signature is approved inside the embedded wallet's frame.
    const signIn = dialog(page, 'Sign In')
    await signIn.getByRole('button', { name: 'Sign', exact: true }).click()
    await walletFrame(page).getByRole('button', { name: 'Approve' }).click()
    await signInRegion(page).getByText(`Signed in as ${address}`).waitFor()
    await signIn.waitFor({ state: 'hidden' })
    await screenshot(page, 'dapp-embedded-connected')

    // Account's five actions (the embedded wallet's settings the fifth): every label whole in its tile, no word
    // broken, in the languages with the longest words, on a phone (390 px) and in a wide window.
    for (const width of [390, 1024]) {
      await page.setViewportSize({ width, height: 844 })
      for (const locale of width === 390 ? ACTION_LOCALES : (['en', 'de'] as const)) {
        await page.getByRole('combobox', { name: 'Language' }).selectOption(locale)
        await page.locator(`[data-portico-root][lang="${locale}"]`).waitFor({ state: 'attached' })
        const nav = await openAccountActions(page, locale)
        expect(await nav.getByRole('button').count()).toBe(5)
        expect({ locale, width, broken: await nav.evaluate(brokenActionLabels) }).toEqual({ locale, width, broken: [] })
        if (locale === 'en' || locale === 'de')
          await screenshot(page, `dapp-embedded-account-${locale}-${width}`, { fullPage: false })
        await page.keyboard.press('Escape')
        await nav.waitFor({ state: 'hidden' })
      }
    }
    await page.getByRole('radio', { name: 'Light' }).check()
    await openAccountActions(page, 'de')
    await screenshot(page, 'dapp-embedded-account-de-light', { fullPage: false })
    expect(errors).toEqual([])
  })

  it('stays connected across a reload: the frame, denied storage of its own, gets its session token back from the app', async () => {
    const { page, errors } = await openDemo()
    const address = await logIn(page)
    // The frame is on another site than the app: the browser gives it no storage that outlives the page.
    const frameStorage = await walletFrame(page)
      .locator('body')
      .evaluate(() => {
        try {
          return window.localStorage ? 'allowed' : 'none'
        } catch {
          return 'denied'
        }
      })
    expect(frameStorage).toBe('denied')
    await page.reload()
    await connection(page).getByText(address).waitFor()
    expect(await connectButton(page).count()).toBe(0)
    await screenshot(page, 'dapp-embedded-after-reload')
    expect(errors).toEqual([])
  })

  it('Continue with GitHub → the consent page in a sign-in window → Approve → the window closes, connected', async () => {
    const { page, errors } = await openDemo()
    await connectButton(page).click()
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      dialog(page, 'Connect Wallet').getByRole('button', { name: 'Continue with GitHub' }).click(),
    ])
    await dialog(page, 'GitHub').getByText('Continue in GitHub').waitFor()
    await popup.getByRole('heading', { name: 'Sign in with Github' }).waitFor()
    const closed = popup.waitForEvent('close')
    await popup.getByRole('button', { name: 'Approve' }).click()
    await closed
    const address = connection(page).getByText(/^0x[0-9a-fA-F]{40}$/)
    await address.waitFor()
    expect(isAddress((await address.textContent()) ?? '')).toBe(true)
    await screenshot(page, 'dapp-social-connected')
    expect(errors).toEqual([])
  })

  it("a Reject in the frame is the user's refusal: the kit says 'Signature declined' and nothing is signed in", async () => {
    const { page } = await openDemo()
    await logIn(page)
    const signIn = dialog(page, 'Sign In')
    await signIn.getByRole('button', { name: 'Sign', exact: true }).click()
    await walletFrame(page).getByRole('button', { name: 'Reject' }).click()
    await signIn.getByRole('alert').getByText('Signature declined').waitFor()
    await signInRegion(page).getByText('Not signed in.').waitFor()
  })
})
