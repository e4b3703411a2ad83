// JSON bodies that reach the real services as text/plain or with no Content-Type: a fetch with a string body and
// no header, navigator.sendBeacon (AppKit's pulse flush), viem's HTTP transport (text/plain on purpose, so the
// browser sends no CORS preflight). The devnet reads them as JSON, as the real services do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { Devnet } from '../src/index.js'
import { api, startTestDevnet } from './devnet-helpers.js'
import { OnrampQuote, SmartSession } from './wire-shapes.js'

let devnet: Devnet
beforeAll(async () => {
  devnet = await startTestDevnet()
})
afterAll(() => devnet?.stop())

/** What `fetch(url, { method: 'POST', body: JSON.stringify(body) })` and `navigator.sendBeacon` send. */
const asText = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'text/plain;charset=UTF-8' },
  body: JSON.stringify(body),
})
/** The same bytes with no Content-Type at all. */
const headerless = (body: unknown): RequestInit => ({
  method: 'POST',
  body: new TextEncoder().encode(JSON.stringify(body)),
})

const events = async () =>
  ((await api(devnet, '/dev/events', { projectId: null })).body as { events: { path: string; body: unknown }[] }).events

describe('JSON sent as text/plain or without a Content-Type', () => {
  it('pulse: a sendBeacon batch in AppKit’s shape, and /e with its timestamp as a number or an ISO string', async () => {
    await api(devnet, '/dev/events', { method: 'DELETE', projectId: null })
    const event = {
      eventId: '8b0b7f6e-0f6a-4b8e-9a53-0c0f2b1f6f10',
      url: 'http://127.0.0.1:5173/',
      domain: '127.0.0.1',
      timestamp: 1_764_254_591_000,
      props: { type: 'track', event: 'CONNECT_SUCCESS', address: '0x1', properties: { caipNetworkId: 'eip155:31337' } },
    }
    const query = `?projectId=${devnet.projectId}&st=appkit&sv=html-wagmi-1.8.24`
    expect((await api(devnet, `/batch${query}`, asText([event]))).status).toBe(200)
    const error = { ...event, timestamp: '2026-11-27T14:43:11.123Z', props: { type: 'error', event: 'INTERNAL' } }
    expect((await api(devnet, `/e${query}`, asText(error))).status).toBe(200)
    expect((await api(devnet, `/e${query}`, headerless(event))).status).toBe(200)
    expect((await events()).map((e) => [e.path, (e.body as typeof event).props.event])).toEqual([
      ['/batch', 'CONNECT_SUCCESS'],
      ['/e', 'INTERNAL'],
      ['/e', 'CONNECT_SUCCESS'],
    ])
    expect((await api(devnet, `/e${query}`, asText({ ...event, timestamp: 'yesterday' }))).status).toBe(400)
  })

  it('the on-ramp quote and URL generator', async () => {
    const quote = {
      purchaseCurrency: { id: 'ETH' },
      paymentCurrency: { id: 'USD' },
      amount: '100',
      network: 'eip155:31337',
    }
    for (const init of [asText(quote), headerless(quote)]) {
      const answer = await api(devnet, '/v1/onramp/quote', init)
      expect(v.parse(OnrampQuote, answer.body).paymentTotal).toEqual({ amount: '100.00', currency: 'USD' })
    }
    const buyer = privateKeyToAccount(generatePrivateKey()).address
    const generated = await api(
      devnet,
      '/v1/generators/onrampurl',
      asText({
        destinationWallets: [{ address: buyer, blockchains: ['ethereum'], assets: ['ETH'] }],
        partnerUserId: buyer,
        defaultNetwork: 'ethereum',
        defaultExperience: 'buy',
        presetFiatAmount: 50,
      }),
    )
    expect(generated.status).toBe(200)
    expect((generated.body as { url: string }).url).toMatch(/^http/)
  })

  it('a smart-session revoke', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const created = await api(devnet, '/dev/sessions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address: owner.address, chainId: 31337, projectName: 'Text body' }),
      projectId: null,
    })
    const { pci } = v.parse(SmartSession, created.body)
    const signature = await owner.signMessage({ message: pci })
    expect((await api(devnet, `/v1/sessions/${owner.address}/revoke`, asText({ pci, signature }))).status).toBe(200)
  })

  it('JSON-RPC to the RPC proxy, and the balance call without a header', async () => {
    const path = '/v1?chainId=eip155:31337'
    const call = { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }
    expect((await api(devnet, path, asText(call))).body).toMatchObject({ id: 1, result: '0x7a69' })
    expect((await api(devnet, path, asText([call, { ...call, id: 2 }]))).body).toMatchObject([{ id: 1 }, { id: 2 }])
    const balance = {
      jsonrpc: '2.0',
      id: '1',
      method: 'eth_getBalance',
      params: [devnet.accounts[0]!.address, 'latest'],
    }
    const answer = (await api(devnet, path, headerless(balance))).body as { result: string }
    expect(BigInt(answer.result)).toBeGreaterThan(0n)
  })

  it('other text stays text, and JSON that does not parse is a 400', async () => {
    const broken = await api(devnet, '/v1/onramp/quote', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{"amount": ',
    })
    expect(broken.status).toBe(400)
    const notJson = await api(devnet, '/v1/onramp/quote', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'amount=100',
    })
    expect(notJson.status).toBe(400)
  })
})
