// The harness itself, in the real Chromium: each helper does what the app tests rely on, and its checks fail when
// they should (axe finds a nameless button, a strict CSP blocks inline script, the wallet's signatures verify).
// A bare page stands in for an app here, so the tests drive the provider directly (the app tests never do).
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { createPublicClient, http, parseEther, verifyMessage, verifyTypedData, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_KEYS, startAnvil, type Anvil } from '@portico-examples/test-support/chains/anvil'
import {
  STRICT_CSP,
  checkA11y,
  launchBrowser,
  serveStatic,
  testWallet,
  verifyRoute,
  type Browser,
  type StaticServer,
} from '../src'

let one: Anvil
let two: Anvil
let dir: string
let site: StaticServer
let strictSite: StaticServer
const browsers: Browser[] = []

beforeAll(async () => {
  ;[one, two] = await Promise.all([startAnvil(31337), startAnvil(31338)])
  dir = await mkdtemp(join(tmpdir(), 'portico-e2e-site-'))
  await writeFile(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Blank</title></head><body><main><h1>Blank</h1></main><script>window.inlineRan = true</script></body></html>',
  )
  site = await serveStatic(dir)
  strictSite = await serveStatic(dir, { csp: STRICT_CSP })
})
afterEach(async () => {
  await Promise.all(browsers.splice(0).map((b) => b.close()))
})
afterAll(async () => {
  await Promise.all([site?.close(), strictSite?.close(), one?.stop(), two?.stop()])
  if (dir) await rm(dir, { recursive: true, force: true })
})

async function browser(): Promise<Browser> {
  const b = await launchBrowser()
  browsers.push(b)
  return b
}

/** The page's view of the announced wallet: EIP-6963 discovery, then one request. */
function request(page: Page, method: string, params: unknown[] = []) {
  return page.evaluate(
    ([m, p]) =>
      new Promise((resolve) => {
        window.addEventListener(
          'eip6963:announceProvider',
          (event) => {
            const { provider } = (event as CustomEvent).detail
            provider.request({ method: m, params: p }).then(
              (result: unknown) => resolve({ result }),
              (error: { code?: number; message: string }) =>
                resolve({ error: { code: error.code, message: error.message } }),
            )
          },
          { once: true },
        )
        window.dispatchEvent(new Event('eip6963:requestProvider'))
      }),
    [method, params] as const,
  ) as Promise<{ result?: unknown; error?: { code?: number; message: string } }>
}

describe('testWallet', () => {
  const privateKey = ANVIL_KEYS[1]!
  const address = privateKeyToAccount(privateKey).address

  it('announces itself through EIP-6963 with its name and rdns', async () => {
    const { context, page } = await browser()
    await testWallet(context, { privateKey, rpcUrls: { 31337: one.rpcUrl } })
    await page.goto(site.url)
    const info = await page.evaluate(
      () =>
        new Promise((resolve) => {
          window.addEventListener('eip6963:announceProvider', (e) => resolve((e as CustomEvent).detail.info), {
            once: true,
          })
          window.dispatchEvent(new Event('eip6963:requestProvider'))
        }),
    )
    expect(info).toMatchObject({ name: 'Portico Test Wallet', rdns: 'org.portico.e2e-wallet' })
  })

  it('authorises, signs messages and typed data that verify, and sends a transaction on anvil', async () => {
    const { context, page } = await browser()
    const wallet = await testWallet(context, { privateKey, rpcUrls: { 31337: one.rpcUrl } })
    await page.goto(site.url)
    expect((await request(page, 'eth_accounts')).result).toEqual([])
    expect((await request(page, 'personal_sign', ['0x6869', address])).error?.code).toBe(4100)
    expect((await request(page, 'eth_requestAccounts')).result).toEqual([address])
    expect((await request(page, 'eth_chainId')).result).toBe('0x7a69')

    const signature = (await request(page, 'personal_sign', ['0x6869', address])).result as Hex
    expect(await verifyMessage({ address, message: { raw: '0x6869' }, signature })).toBe(true)

    const typed = {
      domain: { name: 'Portico', version: '1', chainId: 31337 },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting' as const,
      message: { text: 'hello' },
    }
    const typedSignature = (await request(page, 'eth_signTypedData_v4', [address, JSON.stringify(typed)])).result as Hex
    expect(await verifyTypedData({ address, ...typed, signature: typedSignature })).toBe(true)

    const to = privateKeyToAccount(generatePrivateKey()).address
    const hash = (
      await request(page, 'eth_sendTransaction', [{ from: address, to, value: `0x${parseEther('0.25').toString(16)}` }])
    ).result as Hex
    const client = createPublicClient({ transport: http(one.rpcUrl) })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await client.getBalance({ address: to })).toBe(parseEther('0.25'))
    expect(wallet.requests).toContain('eth_sendTransaction')
  })

  it('answers 4902 for an unknown chain until it is added, then switches and emits chainChanged', async () => {
    const { context, page } = await browser()
    const wallet = await testWallet(context, { privateKey, rpcUrls: { 31337: one.rpcUrl }, knownChains: [31337] })
    await page.goto(site.url)
    expect((await request(page, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).error?.code).toBe(4902)
    await page.evaluate(() => {
      window.addEventListener(
        'eip6963:announceProvider',
        (event) => {
          const { provider } = (event as CustomEvent).detail
          provider.on('chainChanged', (id: string) => {
            const page = window as unknown as { seen?: string[] }
            page.seen = [...(page.seen ?? []), id]
          })
        },
        { once: true },
      )
      window.dispatchEvent(new Event('eip6963:requestProvider'))
    })
    expect(
      (await request(page, 'wallet_addEthereumChain', [{ chainId: '0x7a6a', rpcUrls: [two.rpcUrl] }])).error,
    ).toBeUndefined()
    expect((await request(page, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).error).toBeUndefined()
    expect(wallet.chainId).toBe(31338)
    expect(await page.evaluate(() => (window as unknown as { seen?: string[] }).seen)).toEqual(['0x7a6a'])
    // Reads go to the chain the wallet is on now.
    expect((await request(page, 'eth_chainId')).result).toBe('0x7a6a')
    expect((await request(page, 'net_version')).result).toBe('31338')
  })
})

describe('checkA11y', () => {
  it('finds a button without a name and passes a plain page', async () => {
    const { page } = await browser()
    await page.goto(site.url)
    expect(await checkA11y(page)).toEqual([])
    await page.evaluate(() => document.querySelector('main')!.append(document.createElement('button')))
    expect((await checkA11y(page)).map((v) => v.id)).toContain('button-name')
  })
})

describe('serveStatic', () => {
  it('serves the files, answers 404 outside the folder, and sends the CSP that blocks inline script', async () => {
    const { page } = await browser()
    expect((await fetch(`${site.url}missing.js`)).status).toBe(404)
    expect((await fetch(`${site.url}..%2F..%2Fetc%2Fpasswd`)).status).toBe(404)

    await page.goto(site.url)
    expect(await page.evaluate(() => (window as unknown as { inlineRan?: boolean }).inlineRan)).toBe(true)

    const blocked: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error') blocked.push(m.text())
    })
    const response = await page.goto(strictSite.url)
    expect(response?.headers()['content-security-policy']).toBe(STRICT_CSP)
    expect(STRICT_CSP).not.toContain('unsafe-inline')
    expect(await page.evaluate(() => (window as unknown as { inlineRan?: boolean }).inlineRan)).toBeUndefined()
    expect(blocked.join('\n')).toContain('Content Security Policy')
  })
})

describe('verifyRoute', () => {
  it("answers the Verify iframe with an attestation for the iframe's id, without leaving the machine", async () => {
    const { context, page } = await browser()
    await verifyRoute(context)
    await page.goto(site.url)
    const attestation = await page.evaluate(
      (origin) =>
        new Promise<string>((resolve) => {
          window.addEventListener('message', (e) => resolve(JSON.parse(e.data as string).attestation), { once: true })
          const frame = document.createElement('iframe')
          frame.src = `https://verify.walletconnect.org/v3/attestation?projectId=test&origin=${encodeURIComponent(origin)}&id=abc123`
          document.body.append(frame)
        }),
      new URL(site.url).origin,
    )
    const payload = JSON.parse(Buffer.from(attestation.split('.')[1]!, 'base64url').toString())
    expect(payload).toEqual({ id: 'abc123', origin: new URL(site.url).origin, isScam: false, isVerified: false })
  })
})
