// The embedded wallet in a real Chromium: the headless example signs in by e-mail to the devnet's frame (another
// origin, a real iframe), reads the one-time code and the device link from the devnet's mailbox, signs a message
// approved inside the frame, switches account type and signs out. Driven by roles and accessible names; the
// signatures are checked with viem against the devnet chain. Nothing is mocked.
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { createPublicClient, http, isAddress, parseEther, verifyMessage, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { NAME_ZONE } from '@portico/sdk/constants'
import { EMAIL_TRIGGER_GAP_MS } from '@portico/sdk/internal'
import type { Devnet } from '@portico-examples/devnet'
import { startFrameServer, type Mail } from '@portico-examples/devnet/frame'
import { writeDevnetConfig } from '@portico-examples/headless/serve'
import {
  collectPageErrors,
  ARTIFACTS_DIR,
  STRICT_CSP,
  checkA11y,
  launchBrowser,
  screenshot,
  serveStatic,
  startHeadless,
  type Browser,
  type ExampleFixture,
  type StaticServer,
} from '../src'

/** A JSON-RPC call to the devnet chain 31337 (anvil). */
async function rpc(method: string, params: unknown[]): Promise<void> {
  const response = await fetch(devnet.rpcUrls[31337], {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  expect(response.ok).toBe(true)
}

/** What the example's "Sign message" button signs (examples/headless/src/embeddedAccount.ts). */
const MESSAGE = 'Hello from the Portico headless example'

let app: ExampleFixture
let devnet: Devnet
let strict: StaticServer
const browsers: Browser[] = []

beforeAll(async () => {
  app = await startHeadless({ relay: false })
  devnet = app.devnet
  expect(devnet.frameUrl).toMatch(/^http:\/\/localhost:\d+$/)
  // The page is served with the strict policy throughout: the frame and its flows must work under it.
  strict = app.strict
})

afterEach(async () => {
  await Promise.all(browsers.splice(0).map((b) => b.close()))
})

afterAll(async () => {
  await app?.stop()
})

let nextUser = 0
/** A fresh e-mail address per test (the frame backend keeps one wallet per address). */
function freshEmail(): string {
  nextUser += 1
  return `e2e${nextUser}-${Date.now()}@example.com`
}

/** The newest mail to `email` in the devnet's mailbox (read once the page said it was sent). */
async function newestMail(email: string, mailboxUrl = devnet.mailboxUrl): Promise<Mail> {
  const response = await fetch(`${mailboxUrl}?email=${encodeURIComponent(email)}`)
  expect(response.ok).toBe(true)
  const mail = ((await response.json()) as Mail[])[0]
  if (!mail) throw new Error(`No mail to ${email}`)
  return mail
}

async function openExample() {
  const browser = await launchBrowser()
  browsers.push(browser)
  const errors: string[] = []
  const { page } = browser
  collectPageErrors(page, errors)
  await page.goto(strict.url)
  await page.getByRole('heading', { name: 'E-mail login' }).waitFor()
  return { page, errors }
}

const accountRegion = (page: Page) => page.getByRole('region', { name: 'Account' })
const emailRegion = (page: Page) => page.getByRole('region', { name: 'E-mail login' })
const status = (page: Page) => page.getByRole('status')
const frameCount = (page: Page) => page.locator('iframe').count()
const walletFrame = (page: Page) => page.frameLocator('iframe[title="Embedded wallet"]')

/** The text of the `<dd>` after the `<dt>` named `term` in the account region. */
async function accountValue(page: Page, term: string): Promise<string> {
  const value = accountRegion(page).locator(`dt:text-is("${term}") + dd`)
  return (await value.textContent())?.trim() ?? ''
}

/** E-mail login as a user does it: the e-mail, the device link from the mailbox, the code from the mailbox. */
async function logIn(
  page: Page,
  email = freshEmail(),
  mailboxUrl = devnet.mailboxUrl,
): Promise<{ email: string; address: Address }> {
  await emailRegion(page).getByRole('textbox', { name: 'E-mail address' }).fill(email)
  await emailRegion(page).getByRole('button', { name: 'Send code' }).click()
  await status(page).getByText(`Approve this device: open the link sent to ${email}`).waitFor()
  const approval = await newestMail(email, mailboxUrl)
  expect((await fetch(approval.link!)).ok).toBe(true)
  await status(page).getByText(`A code was sent to ${email}`).waitFor()
  const { code } = await newestMail(email, mailboxUrl)
  await emailRegion(page).getByRole('textbox', { name: 'Code from the e-mail' }).fill(code!)
  await emailRegion(page).getByRole('button', { name: 'Confirm code' }).click()
  await status(page).getByText(`Signed in as ${email}`).waitFor()
  const address = (await accountValue(page, 'Address')) as Address
  expect(isAddress(address)).toBe(true)
  return { email, address }
}

/** Clicks "Sign message", approves inside the frame; returns the signature the page shows. */
async function signApproved(page: Page): Promise<Hex> {
  await accountRegion(page).getByRole('button', { name: 'Sign message' }).click()
  const frame = walletFrame(page)
  await frame.getByRole('heading', { name: 'Sign message' }).waitFor()
  await frame.getByRole('button', { name: 'Approve' }).click()
  await status(page).getByText('Message signed', { exact: true }).waitFor()
  return (await accountValue(page, 'Signature')) as Hex
}

describe('the embedded wallet in the headless example (Chromium, strict CSP)', () => {
  it('creates no frame until e-mail login is chosen; the login form is labelled and accessible', async () => {
    const { page, errors } = await openExample()
    await page.getByRole('heading', { name: 'Browser wallets' }).waitFor()
    expect(await frameCount(page)).toBe(0)
    expect(await emailRegion(page).getByRole('textbox', { name: 'E-mail address' }).isVisible()).toBe(true)
    expect(await checkA11y(page)).toEqual([])
    await screenshot(page, 'embedded-login-form')
    expect(errors).toEqual([])
  })

  it('asks to approve a new device, then for the mailed code; connects and shows the smart account', async () => {
    const { page, errors } = await openExample()
    const email = freshEmail()
    await emailRegion(page).getByRole('textbox', { name: 'E-mail address' }).fill(email)
    await emailRegion(page).getByRole('button', { name: 'Send code' }).click()
    await status(page).getByText(`Approve this device: open the link sent to ${email}`).waitFor()
    expect(await frameCount(page)).toBe(1)
    expect(await emailRegion(page).getByText('This device is new').isVisible()).toBe(true)
    await screenshot(page, 'embedded-approve-device')

    const approval = await newestMail(email)
    expect(approval.subject).toBe('Approve your new device')
    await fetch(approval.link!)
    await status(page).getByText(`A code was sent to ${email}`).waitFor()
    const code = emailRegion(page).getByRole('textbox', { name: 'Code from the e-mail' })
    expect(await code.evaluate((el) => el === document.activeElement)).toBe(true)
    const { code: mailed } = await newestMail(email)
    await code.fill(mailed!)
    await emailRegion(page).getByRole('button', { name: 'Confirm code' }).click()

    await status(page).getByText(`Signed in as ${email}`).waitFor()
    expect(isAddress(await accountValue(page, 'Address'))).toBe(true)
    expect(await accountValue(page, 'E-mail')).toBe(email)
    expect(await accountValue(page, 'Account type')).toBe('Smart account')
    expect(await accountValue(page, 'Network')).toBe('Portico Devnet (chain 31337)')
    expect(await emailRegion(page).isVisible()).toBe(false)
    expect(await page.getByRole('button', { name: 'Disconnect' }).isVisible()).toBe(false)
    expect(await frameCount(page)).toBe(1)
    expect(await checkA11y(page)).toEqual([])
    await screenshot(page, 'embedded-account')
    expect(errors).toEqual([])
  })

  it('shows "Invalid code" for a wrong code and stays on the code step', async () => {
    const { page } = await openExample()
    const email = freshEmail()
    await emailRegion(page).getByRole('textbox', { name: 'E-mail address' }).fill(email)
    await emailRegion(page).getByRole('button', { name: 'Send code' }).click()
    await status(page).getByText(`Approve this device: open the link sent to ${email}`).waitFor()
    await fetch((await newestMail(email)).link!)
    await status(page).getByText(`A code was sent to ${email}`).waitFor()
    const { code } = await newestMail(email)
    const wrong = code!.replace(/\d/g, (d) => String((Number(d) + 1) % 10))
    await emailRegion(page).getByRole('textbox', { name: 'Code from the e-mail' }).fill(wrong)
    await emailRegion(page).getByRole('button', { name: 'Confirm code' }).click()
    await status(page).getByText('Failed: Invalid code').waitFor()
    expect(await accountRegion(page).isVisible()).toBe(false)
    expect(await emailRegion(page).getByRole('button', { name: 'Confirm code' }).isVisible()).toBe(true)
  })

  it('signs a message approved inside the frame with the EOA; the signature verifies', async () => {
    const { page, errors } = await openExample()
    await logIn(page)
    await accountRegion(page).getByRole('button', { name: 'Use EOA' }).click()
    await status(page).getByText('Using the EOA').waitFor()
    const eoa = (await accountValue(page, 'Address')) as Address

    await accountRegion(page).getByRole('button', { name: 'Sign message' }).click()
    const frame = walletFrame(page)
    // Titled by what it is, the message as its text (not hex), its scrollable parts reachable by keyboard.
    await frame.getByRole('heading', { name: 'Sign message' }).waitFor()
    const message = frame.getByLabel('Message', { exact: true })
    expect(await message.textContent()).toBe(MESSAGE)
    expect(await message.getAttribute('tabindex')).toBe('0')
    expect(await checkA11y(page)).toEqual([]) // the shown frame's panel included
    expect(await page.locator('iframe[title="Embedded wallet"]').isVisible()).toBe(true)
    // A viewport shot: Chromium's full-page capture leaves the shown cross-origin frame out.
    await page.screenshot({ path: join(ARTIFACTS_DIR, 'embedded-approve-sign.png') })
    await frame.getByRole('button', { name: 'Approve' }).click()
    await status(page).getByText('Message signed', { exact: true }).waitFor()
    const signature = (await accountValue(page, 'Signature')) as Hex
    expect(await verifyMessage({ address: eoa, message: MESSAGE, signature })).toBe(true)
    // Answered: the frame hides again.
    expect(await page.locator('iframe[title="Embedded wallet"]').isVisible()).toBe(false)
    expect(errors).toEqual([])
  })

  it('signs with the smart account; the signature verifies on the devnet chain (ERC-1271)', async () => {
    const { page } = await openExample()
    const { address: smart } = await logIn(page)
    expect(await accountValue(page, 'Account type')).toBe('Smart account')
    const signature = await signApproved(page)
    const client = createPublicClient({ transport: http(devnet.rpcUrls[31337]) })
    expect(await client.verifyMessage({ address: smart, message: MESSAGE, signature })).toBe(true)
    await screenshot(page, 'embedded-signed')
  })

  it('a Reject inside the frame fails the signing and shows no signature', async () => {
    const { page } = await openExample()
    await logIn(page)
    await accountRegion(page).getByRole('button', { name: 'Sign message' }).click()
    await walletFrame(page).getByRole('button', { name: 'Reject' }).click()
    await status(page).getByText('Failed: User rejected the request', { exact: true }).waitFor()
    expect(await accountValue(page, 'Signature')).toBe('')
    expect(await page.locator('iframe[title="Embedded wallet"]').isVisible()).toBe(false)
  })

  it('switches smart account ↔ EOA: the address changes and comes back', async () => {
    const { page } = await openExample()
    const { address: smart } = await logIn(page)
    await accountRegion(page).getByRole('button', { name: 'Use EOA' }).click()
    await status(page).getByText('Using the EOA').waitFor()
    const eoa = await accountValue(page, 'Address')
    expect(isAddress(eoa)).toBe(true)
    expect(eoa).not.toBe(smart)
    expect(await accountValue(page, 'Account type')).toBe('EOA')
    await accountRegion(page).getByRole('button', { name: 'Use smart account' }).click()
    await status(page).getByText('Using the smart account').waitFor()
    expect(await accountValue(page, 'Address')).toBe(smart)
  })

  it('sends 0.001 ETH from the smart account (approved in the frame); the recipient receives it on the chain', async () => {
    const { page } = await openExample()
    const { address: smart } = await logIn(page)
    await rpc('anvil_setBalance', [smart, `0x${parseEther('1').toString(16)}`])
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    await accountRegion(page).getByRole('textbox', { name: 'Recipient address' }).fill(recipient)
    await accountRegion(page).getByRole('button', { name: 'Send 0.001 ETH' }).click()
    const frame = walletFrame(page)
    // A summary, not JSON with wei in hex: recipient, amount in ETH and dollars, network, fee.
    await frame.getByRole('heading', { name: 'Approve transaction' }).waitFor()
    const summary = await frame.locator('#approval-rows').innerText()
    expect(summary).toContain(recipient)
    expect(summary).toMatch(/Amount\s+0\.001 ETH \(\$3\.00\)/)
    expect(summary).toMatch(/Network\s+Devnet 31337/)
    expect(summary).toMatch(/Network fee\s+0\.\d+ ETH \(\$/)
    await page.screenshot({ path: join(ARTIFACTS_DIR, 'embedded-approve-transaction.png') })
    await frame.getByRole('button', { name: 'Approve' }).click()
    await status(page).getByText('Transaction sent', { exact: true }).waitFor()
    const hash = (await accountValue(page, 'Last transaction')) as Hex
    const client = createPublicClient({ transport: http(devnet.rpcUrls[31337]) })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.001'))
  })

  it('registers a name signed by the smart account; it shows as the profile name', async () => {
    const { page } = await openExample()
    await logIn(page)
    expect(await accountValue(page, 'Name')).toBe('None')
    const label = `e2e${Date.now().toString(36)}`
    await accountRegion(page).getByRole('textbox', { name: 'Name to register' }).fill(label)
    await accountRegion(page).getByRole('button', { name: 'Register name' }).click()
    await walletFrame(page).getByRole('button', { name: 'Approve' }).click()
    await status(page).getByText(`Registered ${label}.${NAME_ZONE}`, { exact: true }).waitFor()
    expect(await accountValue(page, 'Name')).toBe(`${label}.${NAME_ZONE}`)
    await screenshot(page, 'embedded-named')
  })

  it('a second e-mail login right after a sign-out is refused with the wait, and the form stays', async () => {
    const { page } = await openExample()
    const { email } = await logIn(page)
    await accountRegion(page).getByRole('button', { name: 'Sign out' }).click()
    await status(page).getByText('Signed out', { exact: true }).waitFor()
    await emailRegion(page).getByRole('textbox', { name: 'E-mail address' }).fill(email)
    await emailRegion(page).getByRole('button', { name: 'Send code' }).click()
    await status(page)
      .getByText(/^Failed: Please try again after \d+ seconds$/)
      .waitFor()
    expect(await emailRegion(page).getByRole('button', { name: 'Send code' }).isVisible()).toBe(true)
    expect(await accountRegion(page).isVisible()).toBe(false)
  })

  // Two clocks hold the gap: the SDK's (the page's Date.now, moved by Playwright's clock) and the frame backend's
  // own per-address limit (Node's clock, on the devnet's server). This test runs its own frame server on a clock
  // it moves with the page's, and a copy of the page pointed at it.
  it('after a sign-out and the e-mail gap, the same e-mail on this device goes straight to the code', async () => {
    let serverAhead = 0
    const clockDir = await mkdtemp(join(tmpdir(), 'portico-e2e-embedded-clock-'))
    const frame = await startFrameServer({
      port: 0,
      rpcUrls: devnet.rpcUrls,
      dataDir: clockDir,
      quiet: true,
      now: () => Date.now() + serverAhead,
    })
    const pageDir = join(clockDir, 'page')
    await cp(app.outDir, pageDir, { recursive: true })
    writeDevnetConfig(pageDir, { ...devnet.info(), frameUrl: frame.url })
    const site = await serveStatic(pageDir, { csp: STRICT_CSP })
    try {
      const browser = await launchBrowser()
      browsers.push(browser)
      const { page } = browser
      await page.clock.install()
      await page.goto(site.url)
      const email = freshEmail()
      await logIn(page, email, frame.mailboxUrl)
      await accountRegion(page).getByRole('button', { name: 'Sign out' }).click()
      await status(page).getByText('Signed out', { exact: true }).waitFor()

      await page.clock.fastForward(EMAIL_TRIGGER_GAP_MS)
      serverAhead += EMAIL_TRIGGER_GAP_MS
      await emailRegion(page).getByRole('textbox', { name: 'E-mail address' }).fill(email)
      await emailRegion(page).getByRole('button', { name: 'Send code' }).click()
      await status(page).getByText(`A code was sent to ${email}`).waitFor()
      expect(await emailRegion(page).getByText('This device is new').isVisible()).toBe(false)
      const mail = await newestMail(email, frame.mailboxUrl)
      expect(mail.subject).toBe('Your login code')
      await emailRegion(page).getByRole('textbox', { name: 'Code from the e-mail' }).fill(mail.code!)
      await emailRegion(page).getByRole('button', { name: 'Confirm code' }).click()
      await status(page).getByText(`Signed in as ${email}`).waitFor()
      expect(await accountValue(page, 'E-mail')).toBe(email)
    } finally {
      await site.close()
      await frame.stop()
      await rm(clockDir, { recursive: true, force: true })
    }
  })

  it('fits a 375px-wide phone screen, signed in, with no accessibility violation', async () => {
    const { page } = await openExample()
    await page.setViewportSize({ width: 375, height: 700 })
    await logIn(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    expect(await checkA11y(page)).toEqual([])
    await screenshot(page, 'embedded-account-375px')
  })

  it('signs out back to the login form, with the focus on its heading', async () => {
    const { page, errors } = await openExample()
    await logIn(page)
    await accountRegion(page).getByRole('button', { name: 'Sign out' }).click()
    await status(page).getByText('Signed out', { exact: true }).waitFor()
    expect(await accountRegion(page).isVisible()).toBe(false)
    const field = emailRegion(page).getByRole('textbox', { name: 'E-mail address' })
    expect(await field.isVisible()).toBe(true)
    expect(await field.inputValue()).toBe('')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('E-mail login')
    await screenshot(page, 'embedded-signed-out')
    expect(errors).toEqual([])
  })
})
