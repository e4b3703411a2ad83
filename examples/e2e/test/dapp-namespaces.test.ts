// Bitcoin, Polkadot and Cosmos browser wallets in the demo app, in a real Chromium against the devnet: each wallet
// speaks its real discovery protocol in the page (sats-connect, the Wallet Standard, injectedWeb3, Keplr's), its keys
// in Node. A user finds it in the Connect view, connects, sees the address in the kit and in the page, signs a message
// (checked by the demo through Portico and here by the namespace's own library: bip322-js, Polkadot's
// signatureVerify, Keplr's ADR-36 verifier), switches network, reconnects after a reload, sees the page follow a key
// changed in the wallet, and disconnects.
import { randomBytes } from 'node:crypto'
import { verifyADR36Amino } from '@keplr-wallet/cosmos'
import { encodeAddress, signatureVerify } from '@polkadot/util-crypto'
import { Verifier } from 'bip322-js'
import type { Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { keplrWallet } from '@portico-examples/test-support/wallets/keplrWallet'
import { polkadotExtension } from '@portico-examples/test-support/wallets/polkadotExtension'
import { satsConnectWallet } from '@portico-examples/test-support/wallets/satsConnectWallet'
import { bitcoinStandardWallet } from '@portico-examples/test-support/wallets/bitcoinStandardWallet'
import {
  collectPageErrors,
  dappPage,
  installNamespaceWallets,
  keplrKeystoreChanged,
  launchSharedBrowser,
  offlineVerify,
  screenshot,
  startDapp,
  type ExampleFixture,
  type NamespaceWallets,
  type SharedBrowser,
} from '../src'

const { allWalletsCounted, connectButton, connection, dialog, openViewButton, signInRegion, walletNav } = dappPage

let app: ExampleFixture
let browser: SharedBrowser

// The catalogue knows these wallets too, under its own ids: the wallets in the page carry no rdns, so the Connect
// view must tell by name that each is one wallet, listed once, as installed.
const CATALOGUE_ENTRIES = [
  {
    id: 'catalogue-xverse',
    name: 'Xverse',
    chains: ['bip122:000000000019d6689c085ae165831e93'],
    mobile_link: 'xverse://',
  },
  { id: 'catalogue-keplr', name: 'Keplr', chains: ['cosmos:cosmoshub-4'], mobile_link: 'keplrwallet://' },
  {
    id: 'catalogue-polkadot-js',
    name: 'Polkadot{.js}',
    chains: ['polkadot:91b171bb158e2d3848fa23a9f1c25182'],
    mobile_link: 'polkadotjs://',
  },
]

// Building the demo and starting the devnet took over the suite's two minutes on a 2-core machine loaded by other
// work (load average 20): a slow start is not what this file tests.
beforeAll(async () => {
  ;[app, browser] = await Promise.all([startDapp({ extraWallets: CATALOGUE_ENTRIES }), launchSharedBrowser()])
}, 600_000)

afterEach(() => browser.closeSessions())

afterAll(async () => {
  await browser?.close()
  await app?.stop()
})

async function openDemo(wallets: NamespaceWallets) {
  const { context, page } = await browser.newSession()
  const errors = collectPageErrors(page)
  await offlineVerify(context)
  await installNamespaceWallets(context, wallets)
  await page.goto(app.plain.url)
  await connectButton(page).waitFor()
  return { context, page, errors }
}

/** Connects the wallet named `name` from the Connect view; cancels the demo's sign-in request, or signs in. */
async function connectWith(page: Page, name: string, address: string, then: 'Cancel' | 'Sign' = 'Cancel') {
  await connectButton(page).click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: `${name}, installed` })
    .click()
  await connection(page).getByText(address, { exact: true }).waitFor()
  if (then === 'Cancel') return cancelSignIn(page)
  const request = dialog(page, 'Sign In')
  await request.getByRole('button', { name: then, exact: true }).click()
  await request.waitFor({ state: 'hidden' })
  if (then === 'Sign') await signInRegion(page).getByText(`Signed in as ${address}`).waitFor()
}

/** Declines the demo's sign-in request for the account just connected. */
async function cancelSignIn(page: Page) {
  const request = dialog(page, 'Sign In')
  await request.getByRole('button', { name: 'Cancel', exact: true }).click()
  await request.waitFor({ state: 'hidden' })
}

/** Signs `message` in the demo's section; the signature and the demo's own check of it. */
async function signInPage(page: Page, message: string) {
  const section = page.getByRole('region', { name: 'Sign a message' })
  await section.getByLabel('Message').fill(message)
  await section.getByRole('button', { name: 'Sign message' }).click()
  await section.getByText('Message signed').waitFor()
  const facts = section.locator('dd')
  return { signature: (await facts.nth(0).textContent()) ?? '', verdict: await facts.nth(1).textContent() }
}

/** Switches network in the kit's network list. */
async function switchTo(page: Page, from: string, to: string) {
  await walletNav(page)
    .getByRole('button', { name: `Network: ${from}. Change network` })
    .click()
  await dialog(page, 'Choose Network').getByRole('button', { name: to }).click()
  await walletNav(page)
    .getByRole('button', { name: `Network: ${to}. Change network` })
    .waitFor()
}

/** A row's accessible name that is `name`, or `name` and what the row adds after a comma. */
const startsWith = (name: string) => new RegExp(`^${name.replace(/[{}.]/g, '\\$&')}(,|$)`)

/** An address as the kit shortens it. */
const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`

/** Opens the kit's Account view: the address (shortened) and the network; a screenshot of it as `name`. */
async function showAccount(page: Page, shortAddress: string, network: string, name: string) {
  await openViewButton(page, 'Open Account').click()
  const account = dialog(page, 'Account')
  await account.getByText(shortAddress, { exact: true }).waitFor()
  await account.getByRole('button', { name: new RegExp(network) }).waitFor()
  await screenshot(page, name, { fullPage: false })
  return account
}

/** Disconnects through the kit's Account view. */
async function disconnectInKit(page: Page) {
  await openViewButton(page, 'Open Account').click()
  await dialog(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
  await connection(page).getByText('Not connected.', { exact: false }).waitFor()
}

// Each test walks a whole journey in Chromium: at load 20 on two cores one took over the suite's minute, in steps
// that each wait for what the user sees, never for a time.
describe('browser wallets of the other namespaces, in the demo', { timeout: 300_000 }, () => {
  it('Bitcoin (sats-connect): connect, sign (BIP-322), switch to testnet, reconnect after a reload, disconnect, listed as recent', async () => {
    const sats = satsConnectWallet({ privateKey: randomBytes(32) })
    const { page, errors } = await openDemo({ sats })
    const { payment } = sats.addresses()
    await connectWith(page, 'Xverse', payment)
    await walletNav(page).getByRole('button', { name: 'Network: Bitcoin. Change network' }).waitFor()
    await screenshot(page, 'namespaces-bitcoin-connected')

    const message = 'Hello from the Portico demo'
    const { signature, verdict } = await signInPage(page, message)
    expect(verdict).toBe('Valid signature')
    expect(Verifier.verifySignature(payment, message, signature)).toBe(true)
    await (await showAccount(page, short(payment), 'Bitcoin', 'namespaces-bitcoin-account'))
      .getByRole('button', { name: 'Close' })
      .click()

    await switchTo(page, 'Bitcoin', 'Bitcoin Testnet')
    expect(sats.network).toBe('Testnet')
    await connection(page).getByText(sats.addresses().payment, { exact: true }).waitFor()
    expect(sats.addresses().payment).toMatch(/^tb1q/)

    await page.reload()
    await connection(page).getByText(sats.addresses().payment, { exact: true }).waitFor()
    expect(sats.calls.filter((m) => m === 'getAccounts')).toHaveLength(1) // the reload did not prompt
    await cancelSignIn(page) // the restored account has no session: the demo asks it to sign in

    await disconnectInKit(page)
    expect(sats.authorized).toBe(false)
    // The Connect view lists it once, as installed and used lately.
    await connectButton(page).click()
    const list = dialog(page, 'Connect Wallet')
    await list.getByRole('button', { name: 'Xverse, installed, recent' }).waitFor()
    // Counted once the catalogue has answered: its Xverse entry is then in the list, merged with the installed one.
    await allWalletsCounted(list).waitFor()
    expect(await list.getByRole('button', { name: startsWith('Xverse') }).count()).toBe(1)
    await list.getByRole('button', { name: 'Close' }).click()
    expect(errors).toEqual([])
  })

  it('Bitcoin (Wallet Standard): connect, sign, send, switch network in the wallet when asked, reconnect, disconnect', async () => {
    const standard = bitcoinStandardWallet({ privateKey: randomBytes(32) })
    const { page, errors } = await openDemo({ standard })
    const { payment } = standard.addresses()
    await connectWith(page, 'Standard Bitcoin Wallet', payment)
    const message = 'Hello from the Portico demo'
    const { signature, verdict } = await signInPage(page, message)
    expect(verdict).toBe('Valid signature')
    expect(Verifier.verifySignature(payment, message, signature)).toBe(true)

    // Sending: the wallet signs the transaction Portico builds from the devnet ledger's coins.
    const send = page.getByRole('region', { name: 'Send bitcoin' })
    await send.getByRole('button', { name: 'Get test coins' }).click()
    await send.getByText('The devnet sent 0.001 BTC to your payment address').waitFor()
    const receiver = bitcoinStandardWallet({ privateKey: randomBytes(32) }).addresses().payment
    await send.getByLabel('Recipient address').fill(receiver)
    await send.getByLabel('Amount (BTC)').fill('0.0003')
    await send.getByRole('button', { name: 'Send bitcoin' }).click()
    await send.getByText('Bitcoin sent').waitFor()
    await screenshot(page, 'namespaces-bitcoin-sent')
    const txid = (await send.locator('dd').textContent()) ?? ''
    const { bitcoinApiUrls } = app.devnet.info()
    const sent = await (await fetch(`${bitcoinApiUrls.mainnet}/tx/${txid}`)).json()
    expect(sent.vout).toContainEqual({ scriptpubkey_address: receiver, value: 30_000 })
    expect(standard.calls).toContain('bitcoin:signTransaction')

    // The standard has no request to change network: the kit says where the user does it, then follows the wallet.
    await walletNav(page).getByRole('button', { name: 'Network: Bitcoin. Change network' }).click()
    const networks = dialog(page, 'Choose Network')
    await networks.getByRole('button', { name: 'Bitcoin Testnet' }).click()
    await networks.getByRole('status').getByText('Switch to Bitcoin Testnet in Standard Bitcoin Wallet').waitFor()
    await screenshot(page, 'namespaces-bitcoin-switch-in-wallet', { fullPage: false })
    // The same, in the light theme on a phone, for the record.
    await networks.getByRole('button', { name: 'Close' }).click()
    await page.getByRole('radio', { name: 'Light' }).check()
    await page.setViewportSize({ width: 390, height: 844 })
    await walletNav(page).getByRole('button', { name: 'Network: Bitcoin. Change network' }).click()
    await networks.getByRole('button', { name: 'Bitcoin Testnet' }).click()
    await networks.getByRole('status').getByText('Switch to Bitcoin Testnet in Standard Bitcoin Wallet').waitFor()
    await screenshot(page, 'namespaces-bitcoin-switch-in-wallet-light-390', { fullPage: false })
    await page.setViewportSize({ width: 1024, height: 768 })
    standard.changeNetwork('testnet')
    await networks.waitFor({ state: 'hidden' }) // the wallet is there: the list has done its work
    await walletNav(page).getByRole('button', { name: 'Network: Bitcoin Testnet. Change network' }).waitFor()
    await connection(page).getByText(standard.addresses('testnet').payment, { exact: true }).waitFor()

    await page.reload()
    await connection(page).getByText(standard.addresses('testnet').payment, { exact: true }).waitFor()
    expect(standard.calls.filter((c) => c === 'bitcoin:connect')).toHaveLength(1) // the reload did not prompt
    await cancelSignIn(page) // the restored account has no session: the demo asks it to sign in
    await disconnectInKit(page)
    expect(standard.accounts()).toEqual([])
    expect(errors).toEqual([])
  })

  it('Polkadot (injectedWeb3): connect, sign, switch to Kusama, reconnect after a reload, follow a new key, disconnect', async () => {
    const polkadot = await polkadotExtension()
    const { page, errors } = await openDemo({ polkadot })
    const address = encodeAddress(polkadot.pair.publicKey, 0)
    await connectWith(page, 'Polkadot{.js}', address)
    expect(polkadot.calls[0]).toBe('enable:Portico demo')
    await screenshot(page, 'namespaces-polkadot-connected')

    const message = 'Hello from the Portico demo'
    const { signature, verdict } = await signInPage(page, message)
    expect(verdict).toBe('Valid signature')
    expect(signatureVerify(message, signature, address).isValid).toBe(true)
    await (await showAccount(page, short(address), 'Polkadot', 'namespaces-polkadot-account'))
      .getByRole('button', { name: 'Close' })
      .click()

    await switchTo(page, 'Polkadot', 'Kusama')
    await connection(page).getByText(encodeAddress(polkadot.pair.publicKey, 2), { exact: true }).waitFor()

    await page.reload()
    await connection(page).getByText(encodeAddress(polkadot.pair.publicKey, 2), { exact: true }).waitFor()
    // A key added in the extension comes first in its list: the page follows it, in Kusama's format.
    const added = await polkadot.addAccount()
    await connection(page).getByText(encodeAddress(added.publicKey, 2), { exact: true }).waitFor()
    await cancelSignIn(page) // another account: the demo asks it to sign in
    await disconnectInKit(page)
    expect(errors).toEqual([])
  })

  it('Cosmos (Keplr): connect, sign (ADR-36), switch to Osmosis, reconnect after a reload, follow a key change, disconnect', async () => {
    const keplr = keplrWallet({ privateKey: randomBytes(32) })
    const { context, page, errors } = await openDemo({ keplr })
    const address = keplr.addressOn('cosmoshub-4')
    await connectWith(page, 'Keplr', address)
    await screenshot(page, 'namespaces-cosmos-connected')

    const message = 'Hello from the Portico demo'
    const { signature, verdict } = await signInPage(page, message)
    expect(verdict).toBe('Valid signature')
    expect(verifyADR36Amino('cosmos', address, message, keplr.publicKey, Buffer.from(signature, 'base64'))).toBe(true)
    await (await showAccount(page, short(address), 'Cosmos Hub', 'namespaces-cosmos-account'))
      .getByRole('button', { name: 'Close' })
      .click()
    // The same view in the light theme on a phone, for the record.
    await page.getByRole('radio', { name: 'Light' }).check()
    await page.setViewportSize({ width: 390, height: 844 })
    await (await showAccount(page, short(address), 'Cosmos Hub', 'namespaces-cosmos-account-light-390'))
      .getByRole('button', { name: 'Close' })
      .click()
    await page.setViewportSize({ width: 1024, height: 768 })

    await switchTo(page, 'Cosmos Hub', 'Osmosis')
    await connection(page).getByText(keplr.addressOn('osmosis-1'), { exact: true }).waitFor()
    expect(keplr.enabled.has('osmosis-1')).toBe(true)

    await page.reload()
    await connection(page).getByText(keplr.addressOn('osmosis-1'), { exact: true }).waitFor()
    // The user changes key in the wallet (keplr_keystorechange): the page follows.
    keplr.changeKey(randomBytes(32))
    await keplrKeystoreChanged(context)
    await connection(page).getByText(keplr.addressOn('osmosis-1'), { exact: true }).waitFor()
    await cancelSignIn(page) // another account: the demo asks it to sign in
    await disconnectInKit(page)
    expect(keplr.enabled.size).toBe(0)
    expect(errors).toEqual([])
  })

  it('Polkadot: signs in with the wallet (the sign-in message names a Polkadot account)', async () => {
    const polkadot = await polkadotExtension()
    const { page, errors } = await openDemo({ polkadot })
    const address = encodeAddress(polkadot.pair.publicKey, 0)
    await connectWith(page, 'Polkadot{.js}', address, 'Sign')
    expect(polkadot.calls).toContain('signRaw')
    expect(errors).toEqual([])
  })

  it('all three at once: each listed as installed, Bitcoin and Cosmos signed in; the page switches namespaces', async () => {
    const sats = satsConnectWallet({ privateKey: randomBytes(32) })
    const keplr = keplrWallet({ privateKey: randomBytes(32) })
    const { page, errors } = await openDemo({ sats, keplr, polkadot: await polkadotExtension() })
    await connectButton(page).click()
    const list = dialog(page, 'Connect Wallet')
    // The catalogue's answer in (its entries of the same names), so that "once" is checked against them.
    await allWalletsCounted(list).waitFor()
    for (const name of ['Xverse', 'Keplr', 'Polkadot{.js}']) {
      await list.getByRole('button', { name: `${name}, installed` }).waitFor()
      // Once: the catalogue's entry of the same name is the same wallet.
      await expect.poll(() => list.getByRole('button', { name: startsWith(name) }).count()).toBe(1)
    }
    await screenshot(page, 'namespaces-connect-view', { fullPage: false })
    // All Wallets finds the catalogue's Keplr as the one installed, and choosing it connects through it.
    await list.getByRole('button', { name: 'All Wallets' }).click()
    await dialog(page, 'All Wallets').getByRole('searchbox').fill('Keplr')
    await dialog(page, 'All Wallets').getByRole('button', { name: 'Keplr, installed' }).click()
    await connection(page).getByText(keplr.addressOn('cosmoshub-4'), { exact: true }).waitFor()
    await dialog(page, 'Sign In').getByRole('button', { name: 'Cancel', exact: true }).click()
    await disconnectInKit(page)
    await connectButton(page).click()
    await list.getByRole('button', { name: 'Close' }).click()

    // Sign-in with the wallet (the demo verifies the session through Portico before keeping it).
    await connectWith(page, 'Xverse', sats.addresses().payment, 'Sign')
    // A second namespace: its network chosen in the kit's list, the Connect button offers its wallets.
    await walletNav(page).getByRole('button', { name: 'Network: Bitcoin. Change network' }).click()
    await dialog(page, 'Choose Network').getByRole('button', { name: 'Cosmos Hub' }).click()
    await connectWith(page, 'Keplr', keplr.addressOn('cosmoshub-4'), 'Sign')
    const accounts = page.getByRole('list', { name: 'Connected accounts' })
    await accounts.getByRole('button', { name: 'Use Bitcoin' }).click()
    await connection(page).getByRole('definition').getByText(sats.addresses().payment, { exact: true }).waitFor()
    await accounts.getByRole('button', { name: 'Use Cosmos' }).waitFor()
    expect(errors).toEqual([])
  })
})
