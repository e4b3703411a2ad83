// The buy form and why buying is not offered, against a real HTTP server standing in for the blockchain API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ServerResponse } from 'node:http'
import { servicesAt, testPortico } from '@portico-examples/test-support/portico/testPortico'
import { type FakeServer, SUPPORTED, json, startFakeServer } from '@portico-examples/test-support/servers/fakeServer'
import { onrampSampleOptions } from '../api/onramp/fallbacks'
import { setCaipAddress } from '../chains/setCaipAddress'
import { ONRAMP_DEFAULT_PAYMENT_CURRENCY, ONRAMP_DEFAULT_PURCHASE_CURRENCY } from '../constants'
import { bitcoin } from '../networks/bip122'
import { devnet } from '../networks/devnet'
import { ethereum } from '../networks/eip155'
import { solanaMainnet } from '../networks/solana'
import { memoryPlatform } from '../platform/memoryPlatform'
import { buyAmountIssue } from './buyAmountIssue'
import { continueBuy } from './continueBuy'
import { onrampIssue } from './onrampIssue'
import { fetchBuyQuote } from './fetchBuyQuote'
import { setBuyForm } from './setBuyForm'

const ADDRESS = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'

let server: FakeServer
beforeAll(async () => {
  server = await startFakeServer()
})
afterAll(() => server.close())

describe('why buying is not offered', () => {
  it('is offered on eip155 and solana outside the restricted time zones', () => {
    expect(onrampIssue(testPortico({ networks: [ethereum] }))).toBeUndefined()
    expect(onrampIssue(testPortico({ networks: [solanaMainnet] }))).toBeUndefined()
  })

  it('names the reason: feature off, restricted region, or a network without on-ramp', () => {
    expect(onrampIssue(testPortico({ networks: [ethereum], features: { onramp: false } }))).toBe('feature-off')
    expect(onrampIssue(testPortico({ networks: [ethereum] }, memoryPlatform({ timeZone: 'Asia/Hong_Kong' })))).toBe(
      'restricted-region',
    )
    expect(onrampIssue(testPortico({ networks: [bitcoin] }))).toBe('unsupported-network')
  })
})

describe('buy amount', () => {
  const card = { min: 10, max: 7500 }
  it('must be a positive number within the limits', () => {
    expect(buyAmountIssue('50', card)).toBeUndefined()
    expect(buyAmountIssue('10', card)).toBeUndefined()
    expect(buyAmountIssue('7500', card)).toBeUndefined()
    expect(buyAmountIssue('', card)).toEqual({ reason: 'not-a-positive-number' })
    expect(buyAmountIssue('abc', card)).toEqual({ reason: 'not-a-positive-number' })
    expect(buyAmountIssue('0', card)).toEqual({ reason: 'not-a-positive-number' })
    expect(buyAmountIssue('9.99', card)).toEqual({ reason: 'below-minimum', min: 10 })
    expect(buyAmountIssue('7500.01', card)).toEqual({ reason: 'above-maximum', max: 7500 })
    expect(buyAmountIssue('1000000', undefined)).toBeUndefined()
  })
})

describe('buy form', () => {
  it('starts with USDC bought with USD and no amount', () => {
    const form = testPortico().$onramp.get()
    expect(form).toMatchObject({
      purchaseCurrency: ONRAMP_DEFAULT_PURCHASE_CURRENCY,
      paymentCurrency: ONRAMP_DEFAULT_PAYMENT_CURRENCY,
      paymentAmount: '',
    })
    expect([ONRAMP_DEFAULT_PURCHASE_CURRENCY, ONRAMP_DEFAULT_PAYMENT_CURRENCY]).toEqual(['USDC', 'USD'])
    expect(form.provider).toBeUndefined()
  })

  it('drops the last quote on any change, so no quote is shown for another amount', () => {
    const p = testPortico({ networks: [ethereum] })
    const quote = {
      networkFee: { amount: '1', currency: 'USD' },
      paymentSubtotal: { amount: '49', currency: 'USD' },
      paymentTotal: { amount: '50', currency: 'USD' },
      purchaseAmount: { amount: '49', currency: 'USDC' },
      quoteId: 'q',
    }
    for (const change of [
      { paymentAmount: ' 60 ' },
      { paymentCurrency: 'EUR' },
      { purchaseCurrency: 'ETH' },
      { provider: 'meld' as const },
    ]) {
      p.$onramp.set({ ...p.$onramp.get(), quote })
      setBuyForm(p, change)
      expect(p.$onramp.get().quote).toBeUndefined()
    }
    expect(p.$onramp.get()).toMatchObject({
      paymentAmount: '60',
      paymentCurrency: 'EUR',
      purchaseCurrency: 'ETH',
      provider: 'meld',
    })
  })

  it('accepts only a provider offered on the network', () => {
    expect(() => setBuyForm(testPortico({ networks: [solanaMainnet] }), { provider: 'coinbase' })).toThrow(
      'Unsupported chain',
    )
    expect(() => setBuyForm(testPortico({ networks: [bitcoin] }), { provider: 'meld' })).toThrow('Action not allowed')
  })
})

describe('continue to the checkout', () => {
  function buyer() {
    server.routes({
      ...SUPPORTED,
      'POST /v1/generators/onrampurl': (_, r) => json(r, 200, { url: 'https://checkout.example/buy' }),
    })
    const p = testPortico(servicesAt(server))
    setCaipAddress(p, `${devnet.caipNetworkId}:${ADDRESS}`, 'eip155')
    return p
  }

  it('opens the checkout for the form: the crypto chosen and the amount as a fiat preset', async () => {
    const p = buyer()
    setBuyForm(p, { purchaseCurrency: 'ETH', paymentAmount: '120', provider: 'meld' })
    expect(await continueBuy(p)).toBe('https://checkout.example/buy')
    expect(p.platform.openedLinks).toEqual([{ url: 'https://checkout.example/buy', target: '_blank' }])
    const body = JSON.parse(server.received('POST /v1/generators/onrampurl')[0]?.body ?? '{}')
    expect(body).toMatchObject({ destinationWallets: [{ address: ADDRESS, assets: ['ETH'] }], presetFiatAmount: 120 })
  })

  it('sends no preset without an amount, and refuses an amount outside the limits before asking', async () => {
    const p = buyer()
    await continueBuy(p)
    expect(
      JSON.parse(server.received('POST /v1/generators/onrampurl')[0]?.body ?? '{}').presetFiatAmount,
    ).toBeUndefined()
    p.$onramp.set({ ...p.$onramp.get(), options: onrampSampleOptions() })
    setBuyForm(p, { paymentAmount: '5' })
    await expect(continueBuy(p)).rejects.toThrow('Invalid amount 5: below the minimum of 10 USD')
    expect(server.received('POST /v1/generators/onrampurl')).toHaveLength(1)
  })
})

describe('buy quote', () => {
  it('never races: a quote for a form changed meanwhile is returned but not shown', async () => {
    let release = () => {}
    const quote = (amount: string) => ({
      networkFee: { amount: '1', currency: 'USD' },
      paymentSubtotal: { amount, currency: 'USD' },
      paymentTotal: { amount, currency: 'USD' },
      purchaseAmount: { amount, currency: 'USDC' },
      quoteId: `q-${amount}`,
    })
    server.routes({
      ...SUPPORTED,
      'GET /v1/onramp/options': (_, r) => json(r, 200, onrampSampleOptions()),
      'POST /v1/onramp/quote': (request, response: ServerResponse) => {
        const { amount } = JSON.parse(request.body) as { amount: string }
        if (amount === '50') release = () => json(response, 200, quote(amount))
        else json(response, 200, quote(amount))
      },
    })
    const p = testPortico(servicesAt(server))
    setBuyForm(p, { paymentAmount: '50' })
    const late = fetchBuyQuote(p, { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '50' })
    await expect.poll(() => server.received('POST /v1/onramp/quote')).toHaveLength(1)
    setBuyForm(p, { paymentAmount: '60' })
    await fetchBuyQuote(p, { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '60' })
    expect(p.$onramp.get().quote?.quoteId).toBe('q-60')
    release()
    expect((await late).quoteId).toBe('q-50')
    expect(p.$onramp.get().quote?.quoteId).toBe('q-60')
  })
})
