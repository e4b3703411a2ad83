// The on-ramp data actions against a real HTTP server, including the spec's fallbacks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { servicesAt, testPortico } from '@portico-examples/test-support/portico/testPortico'
import { type FakeServer, SUPPORTED, json, startFakeServer } from '@portico-examples/test-support/servers/fakeServer'
import { setCaipAddress } from '../chains/setCaipAddress'
import { devnet } from '../networks/devnet'
import { fetchOnrampOptions } from './fetchOnrampOptions'
import { fetchOnrampQuote } from './fetchOnrampQuote'
import { generateOnrampUrl } from './generateOnrampUrl'
import { isFallbackQuote } from '../api/onramp/fallbacks'

const ADDRESS = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const QUOTE_BODY = { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '50', network: 'ethereum' }

let server: FakeServer
beforeAll(async () => {
  server = await startFakeServer()
})
afterAll(() => server.close())

describe('on-ramp options', () => {
  it('uses the built-in sample when the service fails: USD and EUR, card 10 to 7500, bank account 10 to 25000', async () => {
    server.routes({ ...SUPPORTED, 'GET /v1/onramp/options': (_, r) => json(r, 500, {}) })
    const p = testPortico(servicesAt(server))
    const options = await fetchOnrampOptions(p)
    expect(options.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR'])
    expect(options.paymentCurrencies[0]?.payment_method_limits).toEqual([
      { id: 'card', min: '10', max: '7500' },
      { id: 'ACH_BANK_ACCOUNT', min: '10', max: '25000' },
    ])
    expect(p.$onramp.get()).toMatchObject({ options, status: { options: 'success' } })
  })
})

describe('on-ramp quote', () => {
  it("keeps the service's quote", async () => {
    const amount = (value: string) => ({ amount: value, currency: 'USD' })
    const quote = {
      networkFee: amount('1'),
      paymentSubtotal: amount('50'),
      paymentTotal: amount('51'),
      purchaseAmount: { amount: '49', currency: 'USDC' },
      quoteId: 'q-1',
    }
    server.routes({ ...SUPPORTED, 'POST /v1/onramp/quote': (_, r) => json(r, 200, quote) })
    const p = testPortico(servicesAt(server))
    expect(await fetchOnrampQuote(p, QUOTE_BODY)).toMatchObject({ quoteId: 'q-1' })
    expect(JSON.parse(server.received('POST /v1/onramp/quote')[0]?.body ?? '')).toEqual(QUOTE_BODY)
  })

  it('echoes the amount in a fallback quote when the service fails', async () => {
    server.routes({ ...SUPPORTED, 'POST /v1/onramp/quote': (_, r) => json(r, 503, {}) })
    const p = testPortico(servicesAt(server))
    const quote = await fetchOnrampQuote(p, QUOTE_BODY)
    expect(quote.paymentTotal).toEqual({ amount: '50', currency: 'USD' })
    expect(quote.purchaseAmount).toEqual({ amount: '50', currency: 'USDC' })
    expect(isFallbackQuote(quote)).toBe(true)
    expect(p.$onramp.get().quote).toEqual(quote)
  })
})

describe('on-ramp URL', () => {
  it("generates the checkout URL for the connected account, on the network's on-ramp name (fallback ethereum)", async () => {
    server.routes({
      ...SUPPORTED,
      'POST /v1/generators/onrampurl': (_, r) => json(r, 200, { url: 'https://checkout.example/x' }),
    })
    const p = testPortico(servicesAt(server))
    setCaipAddress(p, `${devnet.caipNetworkId}:${ADDRESS}`, 'eip155')
    expect(await generateOnrampUrl(p, { assets: ['USDC'], presetFiatAmount: 20 })).toBe('https://checkout.example/x')
    expect(JSON.parse(server.received('POST /v1/generators/onrampurl')[0]?.body ?? '')).toEqual({
      destinationWallets: [{ address: ADDRESS, blockchains: ['ethereum'], assets: ['USDC'] }],
      defaultNetwork: 'ethereum',
      partnerUserId: ADDRESS,
      presetFiatAmount: 20,
      defaultExperience: 'buy',
    })
    expect(p.$onramp.get().url).toBe('https://checkout.example/x')
  })

  it.each(['not a url', 'javascript:alert(document.domain)', 'http://checkout.example/x', 'data:text/html,x'])(
    'refuses a checkout URL the URL policy does not allow (%s): nothing is stored or opened',
    async (url) => {
      server.routes({ ...SUPPORTED, 'POST /v1/generators/onrampurl': (_, r) => json(r, 200, { url }) })
      const p = testPortico(servicesAt(server))
      setCaipAddress(p, `${devnet.caipNetworkId}:${ADDRESS}`, 'eip155')
      await expect(generateOnrampUrl(p, { assets: ['USDC'] })).rejects.toMatchObject({ code: 'INVALID_RESPONSE' })
      expect(p.$onramp.get().url).toBeFalsy()
      expect(p.platform.openedLinks).toEqual([])
    },
  )
})
