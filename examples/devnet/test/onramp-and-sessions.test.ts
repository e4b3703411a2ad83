import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { Devnet } from '../src/index.js'
import { axeViolations } from './axe-check.js'
import { api, clients, postJson, startTestDevnet } from './devnet-helpers.js'
import { BalanceResponse, HistoryResponse, OnrampOptions, OnrampQuote, SmartSession } from './wire-shapes.js'

let devnet: Devnet
beforeAll(async () => {
  devnet = await startTestDevnet()
})
afterAll(() => devnet?.stop())

/** Submits the checkout form the way a browser would: its hidden fields plus the amount typed. */
async function pay(checkoutHtml: string, amount?: string) {
  const fields = new URLSearchParams()
  for (const match of checkoutHtml.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g))
    fields.set(match[1]!, match[2]!)
  if (amount) fields.set('amount', amount)
  const action = /<form[^>]*action="([^"]+)"/.exec(checkoutHtml)?.[1] ?? ''
  const response = await fetch(new URL(action, devnet.apiUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: fields.toString(),
  })
  return { status: response.status, html: await response.text() }
}

describe('on-ramp', () => {
  it('offers the devnet tokens on both chains with fiat limits', async () => {
    const options = v.parse(OnrampOptions, (await api(devnet, '/v1/onramp/options')).body)
    expect(options.purchaseCurrencies.map((c) => c.symbol)).toEqual(['ETH', 'USDC', 'DAI'])
    expect(options.purchaseCurrencies[1]?.networks.map((n) => n.chain_id)).toEqual(['31337', '31338'])
    expect(options.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR'])
    expect(options.paymentCurrencies[0]?.payment_method_limits).toContainEqual({
      id: 'card',
      min: '10.00',
      max: '7500.00',
    })
  })

  it('quotes a purchase from the price table, fees included', async () => {
    const body = {
      purchaseCurrency: { id: 'ETH' },
      paymentCurrency: { id: 'USD' },
      amount: '100',
      network: 'eip155:31337',
    }
    const quote = v.parse(OnrampQuote, (await api(devnet, '/v1/onramp/quote', postJson(body))).body)
    expect(quote.paymentTotal).toEqual({ amount: '100.00', currency: 'USD' })
    expect(Number(quote.paymentSubtotal.amount)).toBeCloseTo(100 - 1.5 - 0.5)
    expect(Number(quote.purchaseAmount.amount)).toBeCloseTo(98 / 3000, 5)
    expect(quote.purchaseAmount.currency).toBe('ETH')
  })

  it('generates a URL to an accessible local checkout page; paying funds the address on the chain', async () => {
    const buyer = privateKeyToAccount(generatePrivateKey()).address
    const generated = await api(
      devnet,
      '/v1/generators/onrampurl',
      postJson({
        destinationWallets: [{ address: buyer, blockchains: ['eip155:31337'], assets: ['ETH'] }],
        partnerUserId: buyer,
        defaultExperience: 'buy',
        presetFiatAmount: 300,
      }),
    )
    expect(generated.status).toBe(200)
    const { url } = v.parse(v.object({ url: v.string() }), generated.body)
    expect(url.startsWith(`${devnet.apiUrl}/dev/checkout?`)).toBe(true)

    const page = await fetch(url)
    expect(page.headers.get('content-type')).toContain('text/html')
    const html = await page.text()
    expect(html).toMatch(/<html lang="en">/)
    expect(html).toMatch(/<label for="amount">[^<]+<\/label>\s*<input id="amount" name="amount"/)
    expect(html).toMatch(/<button type="submit">Pay<\/button>/)
    expect(html).toContain('value="0.1"') // 300 USD at 3000 USD/ETH
    expect(await axeViolations(html, url)).toEqual([])

    const paid = await pay(html)
    expect(paid.status).toBe(200)
    expect(paid.html).toContain('Payment sent')
    expect(await axeViolations(paid.html, `${devnet.apiUrl}/dev/checkout/pay`)).toEqual([])
    const hash = /data-tx-hash="(0x[0-9a-f]{64})"/.exec(paid.html)?.[1]

    const { balances } = v.parse(
      BalanceResponse,
      (await api(devnet, `/v1/account/${buyer}/balance?currency=usd&chainId=eip155:31337`)).body,
    )
    expect(balances).toEqual([expect.objectContaining({ symbol: 'ETH', quantity: { decimals: '18', numeric: '0.1' } })])
    const history = v.parse(HistoryResponse, (await api(devnet, `/v1/account/${buyer}/history`)).body)
    expect(history.data[0]?.metadata).toMatchObject({
      hash,
      operationType: 'receive',
      sentFrom: devnet.accounts[9]!.address.toLowerCase(),
    })
  })

  it('pays tokens too, with the amount typed on the page', async () => {
    const buyer = privateKeyToAccount(generatePrivateKey()).address
    const page = await fetch(`${devnet.apiUrl}/dev/checkout?address=${buyer}&chainId=31338&asset=USDC&amount=50`)
    expect((await pay(await page.text(), '75')).status).toBe(200)
    const { balances } = v.parse(
      BalanceResponse,
      (await api(devnet, `/v1/account/${buyer}/balance?chainId=eip155:31338`)).body,
    )
    expect(balances).toEqual([
      expect.objectContaining({ symbol: 'USDC', chainId: 'eip155:31338', quantity: { decimals: '6', numeric: '75' } }),
    ])
    const history = v.parse(HistoryResponse, (await api(devnet, `/v1/account/${buyer}/history`)).body)
    expect(history.data[0]?.metadata.sentFrom).toBe(devnet.accounts[9]!.address.toLowerCase())
    expect(history.data[0]?.transfers?.[0]).toMatchObject({ direction: 'in', fungible_info: { symbol: 'USDC' } })
  })

  it('refuses a checkout with a bad address, chain or amount', async () => {
    const buyer = privateKeyToAccount(generatePrivateKey()).address
    for (const query of [
      `address=nope&chainId=31337&asset=ETH&amount=1`,
      `address=${buyer}&chainId=1&asset=ETH&amount=1`,
      `address=${buyer}&chainId=31337&asset=ETH&amount=-1`,
      `address=${buyer}&chainId=31337&asset=ETH&amount=1000`,
    ]) {
      expect((await fetch(`${devnet.apiUrl}/dev/checkout?${query}`)).status).toBe(400)
    }
  })
})

describe('smart sessions', () => {
  it('lists the seeded sessions of an account and revokes one with a signature over its pci', async () => {
    const owner = devnet.accounts[0]!
    const listed = await api(devnet, `/v1/sessions/eip155:31337:${owner.address}`)
    const sessions = v.parse(v.array(SmartSession), listed.body)
    expect(sessions).toHaveLength(1)
    const session = sessions[0]!
    expect(session.revokedAt).toBeUndefined()

    const forged = await privateKeyToAccount(generatePrivateKey()).signMessage({ message: session.pci })
    const refused = await api(
      devnet,
      `/v1/sessions/${owner.address}/revoke`,
      postJson({ pci: session.pci, signature: forged }),
    )
    expect(refused.status).toBe(401)

    const { walletClient } = clients(devnet, 31337, 0)
    const signature = await walletClient.signMessage({ message: session.pci })
    const revoked = await api(devnet, `/v1/sessions/${owner.address}/revoke`, postJson({ pci: session.pci, signature }))
    expect(revoked.status).toBe(200)
    const after = v.parse(v.array(SmartSession), (await api(devnet, `/v1/sessions/eip155:31337:${owner.address}`)).body)
    expect(after[0]?.revokedAt).toBeGreaterThan(0)
  })

  it('creates sessions for tests through /dev/sessions, scoped by chain', async () => {
    const owner = privateKeyToAccount(generatePrivateKey()).address
    const created = await api(devnet, '/dev/sessions', {
      ...postJson({ address: owner, chainId: 31338, projectName: 'Test dapp' }),
      projectId: null,
    })
    expect(v.parse(SmartSession, created.body).project.name).toBe('Test dapp')
    expect((await api(devnet, `/v1/sessions/eip155:31338:${owner}`)).body).toHaveLength(1)
    expect((await api(devnet, `/v1/sessions/eip155:31337:${owner}`)).body).toEqual([])
    const unknown = await api(devnet, `/v1/sessions/${owner}/revoke`, postJson({ pci: '0x1234', signature: '0x1234' }))
    expect(unknown.status).toBe(404)
  })
})
