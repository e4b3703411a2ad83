// The demo app built against the built packages (sdk, themes and react-kit `dist/`, as an app that installed them
// gets them), in a real Chromium against the devnet: the library build's chunks load and work together. The rest of
// the e2e tests build the demo from the sources. Needs `npm run build` first (`npm test` builds before it tests).
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { dappPage, launchSharedBrowser, startDapp, type ExampleFixture, type SharedBrowser } from '../src'

const { connectButton, connectWallet, connection, dialog } = dappPage
const root = fileURLToPath(new URL('../../../', import.meta.url))

let app: ExampleFixture
let browser: SharedBrowser
const privateKey = generatePrivateKey()
const address = privateKeyToAccount(privateKey).address

beforeAll(async () => {
  for (const dir of ['sdk', 'themes', 'react-kit'])
    expect(existsSync(`${root}${dir}/dist/index.js`), `${dir}/dist is missing: run \`npm run build\` first`).toBe(true)
  ;[app, browser] = await Promise.all([
    startDapp({ relay: false, frame: false, packages: true }),
    launchSharedBrowser(),
  ])
})

afterEach(() => browser.closeSessions())

afterAll(async () => {
  await browser?.close()
  await app?.stop()
})

describe('the demo app on the built packages', () => {
  it('opens the styled Connect view with its wallets, connects, signs in and shows the account', async () => {
    const { page, errors } = await dappPage.openDemo(browser, app.plain.url, {
      privateKey,
      rpcUrls: app.devnet.rpcUrls,
    })
    await connectButton(page).waitFor()

    // The kit's stylesheet from the package: the dialog is laid out by it (the spec's 360px modal).
    await connectButton(page).click()
    const connect = dialog(page, 'Connect Wallet')
    await connect.getByRole('list', { name: 'Wallets' }).waitFor()
    const width = await connect.evaluate((element) => (element as HTMLElement).offsetWidth) // layout width: the opening animation scales the box
    expect(width).toBe(360)
    await page.keyboard.press('Escape')
    await connect.waitFor({ state: 'hidden' })

    await connectWallet(page, address)
    await connection(page).getByText('Portico Devnet (chain 31337)', { exact: true }).waitFor()
    expect(errors).toEqual([])
  })
})
