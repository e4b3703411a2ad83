// The demo app (examples/dapp) on a page that is not a secure context: served over plain http from a host name that
// is not loopback, as a developer tries a dapp on a phone over the LAN. Chromium maps the name `lan.test` to
// 127.0.0.1 (--host-resolver-rules), so the page's origin is http://lan.test:<port> (no `crypto.randomUUID` there)
// while only 127.0.0.1 is ever contacted. The devnet allows that origin; its analytics sink records what arrives.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { collectPageErrors, dappPage, launchBrowser, startDapp, type Browser, type ExampleFixture } from '../src'

const { connectButton, dialog } = dappPage
const LAN_HOST = 'lan.test'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

let app: ExampleFixture
let browser: Browser

beforeAll(async () => {
  ;[app, browser] = await Promise.all([
    startDapp({
      relay: false,
      frame: false,
      allowedOrigins: [`http://${LAN_HOST}:*`, 'http://127.0.0.1:*', 'http://localhost:*'],
    }),
    launchBrowser({ args: [`--host-resolver-rules=MAP ${LAN_HOST} 127.0.0.1`] }),
  ])
})

afterAll(async () => {
  await browser?.close()
  await app?.stop()
})

interface RecordedEvent {
  path: string
  origin: string | null
  body: { eventId?: string; props?: { event?: string } }
}

async function recordedEvents(): Promise<RecordedEvent[]> {
  const response = await fetch(`${app.devnet.apiUrl}/dev/events`)
  return ((await response.json()) as { events: RecordedEvent[] }).events
}

describe('a page that is not a secure context (issue #34)', () => {
  it('sends analytics with a UUID event id, and nothing fails on crypto.randomUUID', async () => {
    const { page } = browser
    const errors = collectPageErrors(page)
    const url = new URL(app.plain.url)
    url.hostname = LAN_HOST
    await page.goto(url.href)
    expect(await page.evaluate(() => window.isSecureContext)).toBe(false)
    expect(await page.evaluate(() => typeof globalThis.crypto.randomUUID)).toBe('undefined')

    await connectButton(page).click()
    await dialog(page, 'Connect Wallet').waitFor()
    await expect
      .poll(async () => (await recordedEvents()).find((e) => e.body.props?.event === 'MODAL_OPEN'), { timeout: 15_000 })
      .toMatchObject({ path: '/e', origin: url.origin, body: { eventId: expect.stringMatching(UUID) } })
    expect(errors.filter((e) => /randomUUID/.test(e))).toEqual([])
  })
})
