// Social login in a real Chromium: the headless example's "Continue with GitHub" opens a real sign-in window in
// the click; the SDK sends it to the devnet's consent page (the frame service's origin), the user approves there,
// the window goes back to the frame service's callback page, which posts the result to the app as the secure site
// does; the SDK checks where it came from, closes the window and the embedded wallet connects. Also: the user
// closing the window. Driven by roles and accessible names. Nothing is mocked.
import type { Page } from 'playwright-core'
import { isAddress } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Devnet } from '@portico-examples/devnet'
import {
  collectPageErrors,
  checkA11y,
  launchBrowser,
  screenshot,
  startHeadless,
  type Browser,
  type ExampleFixture,
  type StaticServer,
} from '../src'

let app: ExampleFixture
let devnet: Devnet
let strict: StaticServer
const browsers: Browser[] = []

beforeAll(async () => {
  app = await startHeadless({ relay: false })
  ;({ devnet, strict } = app)
})

afterEach(async () => {
  await Promise.all(browsers.splice(0).map((b) => b.close()))
})

afterAll(async () => {
  await app?.stop()
})

async function openExample() {
  const browser = await launchBrowser()
  browsers.push(browser)
  const errors: string[] = []
  const { page } = browser
  collectPageErrors(page, errors)
  await page.goto(strict.url)
  await page.getByRole('heading', { name: 'Social login' }).waitFor()
  return { page, errors, context: browser.context }
}

const socialRegion = (page: Page) => page.getByRole('region', { name: 'Social login' })
const accountRegion = (page: Page) => page.getByRole('region', { name: 'Account' })
const status = (page: Page) => page.getByRole('status')

async function accountValue(page: Page, term: string): Promise<string> {
  return ((await accountRegion(page).locator(`dt:text-is("${term}") + dd`).textContent()) ?? '').trim()
}

/** Clicks "Continue with GitHub"; returns the sign-in window once it shows the devnet's consent page. */
async function startGitHubLogin(page: Page): Promise<Page> {
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    socialRegion(page).getByRole('button', { name: 'Continue with GitHub' }).click(),
  ])
  await popup.getByRole('heading', { name: 'Sign in with Github' }).waitFor()
  expect(new URL(popup.url()).origin).toBe(devnet.frameUrl)
  return popup
}

describe('social login in the headless example (Chromium, strict CSP)', () => {
  it('Continue with GitHub → the consent page in a sign-in window → Approve → the window closes, connected', async () => {
    const { page, errors } = await openExample()
    expect(await checkA11y(page)).toEqual([])
    const popup = await startGitHubLogin(page)
    await status(page).getByText('Continue in the GitHub sign-in window…').waitFor()
    await screenshot(popup, 'social-consent')
    const closed = popup.waitForEvent('close')
    await popup.getByRole('textbox', { name: 'User name' }).fill('octo-e2e')
    await popup.getByRole('button', { name: 'Approve' }).click()
    await closed

    await status(page).getByText('Signed in with GitHub', { exact: true }).waitFor()
    expect(isAddress(await accountValue(page, 'Address'))).toBe(true)
    expect(await accountValue(page, 'User name')).toBe('octo-e2e')
    expect(await accountValue(page, 'Account type')).toBe('Smart account')
    expect(await socialRegion(page).isVisible()).toBe(false)
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Account')
    expect(await checkA11y(page)).toEqual([])
    await screenshot(page, 'social-signed-in')
    expect(errors).toEqual([])
  })

  it('the user closing the sign-in window shows why it failed, and the button is there to try again', async () => {
    const { page } = await openExample()
    const popup = await startGitHubLogin(page)
    await popup.close()
    await status(page)
      .getByText('Failed: The sign-in window was closed before the sign-in finished', { exact: true })
      .waitFor()
    expect(await accountRegion(page).isVisible()).toBe(false)
    expect(await socialRegion(page).getByRole('button', { name: 'Continue with GitHub' }).isVisible()).toBe(true)
  })

  it('a Deny on the consent page shows that the login was denied; the window closes', async () => {
    const { page } = await openExample()
    const popup = await startGitHubLogin(page)
    const closed = popup.waitForEvent('close')
    await popup.getByRole('button', { name: 'Deny' }).click()
    await closed
    await status(page).getByText('Failed: Social login was denied', { exact: true }).waitFor()
    expect(await accountRegion(page).isVisible()).toBe(false)
  })
})
