// The devnet's fault modes (header `x-devnet-fault`, or a rule set with POST /dev/faults) checked against the
// clients' error handling: 500, 403, malformed JSON, empty body, time-out, and a wrong shape.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createBlockchainClient, type BlockchainClient } from './blockchain'
import { createCatalogueClient, type CatalogueClient } from './catalogue'
import { FALLBACK_QUOTE_ID } from './onramp'
import { faultFetch, useDevnet, type DevnetFault } from '@portico-examples/test-support/devnet/useDevnet'

const devnet = useDevnet()
afterEach(() => vi.useRealTimers())

const CHAIN = 'eip155:31337'
const options = (fetch?: typeof globalThis.fetch, timeoutMs?: number) => ({
  baseUrl: devnet().apiUrl,
  projectId: devnet().projectId,
  fetch,
  timeoutMs,
})
const clients = (fetch?: typeof globalThis.fetch, timeoutMs?: number) => ({
  catalogue: createCatalogueClient(options(fetch, timeoutMs)),
  blockchain: createBlockchainClient(options(fetch, timeoutMs)),
})
const address = () => devnet().accounts[0]?.address ?? ''

/** Calls that surface faults (the ones with a spec fallback are checked separately). */
const calls: [string, (c: { catalogue: CatalogueClient; blockchain: BlockchainClient }) => Promise<unknown>][] = [
  ['getWallets', (c) => c.catalogue.getWallets()],
  ['getWalletImage', (c) => c.catalogue.getWalletImage('portico-test-wallet')],
  ['getRemoteConfig', (c) => c.catalogue.getRemoteConfig()],
  ['getBalance', (c) => c.blockchain.getBalance(address(), { chainId: CHAIN })],
  ['getHistory', (c) => c.blockchain.getHistory(address(), { chainId: CHAIN })],
  ['getIdentity', (c) => c.blockchain.getIdentity(address())],
  ['getNameSuggestions', (c) => c.blockchain.getNameSuggestions('portico')],
  ['getGasPrice', (c) => c.blockchain.getGasPrice(CHAIN)],
  ['getTokenPrices', (c) => c.blockchain.getTokenPrices([`${CHAIN}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`])],
  ['rpc', (c) => c.blockchain.rpc(CHAIN, { method: 'eth_chainId' })],
]

const expected: Record<Exclude<DevnetFault, 'timeout'>, object> = {
  '500': { code: 'HTTP_STATUS', status: 500, message: 'HTTP status code 500' },
  '403': { code: 'HTTP_STATUS', status: 403, body: { message: 'Unauthorized: origin not allowed' } },
  malformed: { code: 'INVALID_RESPONSE', message: 'Invalid response: body: malformed JSON' },
  empty: { code: 'INVALID_RESPONSE', message: 'Invalid response: body: empty body' },
}

describe.each(Object.entries(expected))('fault %s', (fault, error) => {
  it.each(calls)('%s rejects with a typed error', async (name, call) => {
    const image = name === 'getWalletImage'
    const want = image && (fault === 'malformed' || fault === 'empty') ? { code: 'INVALID_RESPONSE' } : error
    await expect(call(clients(faultFetch(fault as DevnetFault)))).rejects.toMatchObject(want)
  })

  it('falls back where the spec says so', async () => {
    const { catalogue, blockchain } = clients(faultFetch(fault as DevnetFault))
    await expect(catalogue.getAllowedOrigins()).resolves.toEqual([])
    await expect(catalogue.getAnalyticsConfig()).resolves.toEqual({ isAnalyticsEnabled: false })
    // Empty lists (spec §7), with the failure beside them so the other calls' guard fails rather than skips.
    await expect(blockchain.getSupportedChains()).resolves.toMatchObject({ http: [], ws: [], error: expect.anything() })
    const options = await blockchain.getOnrampOptions()
    expect(options.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR'])
    const quote = await blockchain.getOnrampQuote({
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '70',
      network: CHAIN,
    })
    expect(quote).toMatchObject({ paymentTotal: { amount: '70', currency: 'USD' }, quoteId: FALLBACK_QUOTE_ID })
  })
})

describe('time-out', () => {
  it('gives up after timeoutMs on the clock when the devnet never answers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { blockchain } = clients(faultFetch('timeout'), 2_000)
    const pending = blockchain.getBalance(address(), { chainId: CHAIN }).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(2_000)
    expect(await pending).toMatchObject({ code: 'REQUEST_TIMEOUT', message: 'Request timed out after 2000 ms' })
  })

  it('gives empty supported chains when they time out, and asks again on the next call', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    let fault = true
    const { blockchain } = clients(
      (input, init) => (fault ? faultFetch('timeout')(input, init) : globalThis.fetch(input, init)),
      2_000,
    )
    const pending = blockchain.getSupportedChains().catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(2_000)
    expect(await pending).toMatchObject({ http: [], ws: [], error: { code: 'REQUEST_TIMEOUT' } })
    fault = false
    vi.useRealTimers()
    await expect(blockchain.getSupportedChains()).resolves.toMatchObject({ http: expect.arrayContaining([CHAIN]) })
  })
})

describe('wrong shape', () => {
  // The devnet always answers in shape; this fetch changes one field of its real answer, as a buggy or newer
  // service might. It is the only altered response in this suite.
  it('names the field that does not match', async () => {
    const reshape: typeof globalThis.fetch = async (input, init) => {
      const response = await globalThis.fetch(input, init)
      const body = (await response.json()) as { data: { name: unknown }[] }
      if (body.data[3]) body.data[3].name = 42
      return new Response(JSON.stringify(body), { status: response.status, headers: response.headers })
    }
    await expect(clients(reshape).catalogue.getWallets({ entries: 5 })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
      message: expect.stringMatching(/^Invalid response: data\.3\.name: /),
    })
  })
})

describe('fault rules', () => {
  it('fails the one request the rule covers, with no retry, and the next one succeeds', async () => {
    const rule = { path: '/v1/convert/gas-price', fault: '500', times: 1 }
    const set = await fetch(`${devnet().apiUrl}/dev/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(rule),
    })
    expect(set.ok).toBe(true)
    const { blockchain } = clients()
    await expect(blockchain.getGasPrice(CHAIN)).rejects.toMatchObject({ status: 500 })
    await expect(blockchain.getGasPrice(CHAIN)).resolves.toMatchObject({ standard: expect.any(String) })
  })
})
