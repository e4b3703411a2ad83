import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FALLBACK_QUOTE_ID } from '../onramp'
import { type FakeServer, json, startFakeServer } from '@portico-examples/test-support/servers/fakeServer'
import { createBlockchainClient, type BlockchainClient } from './createBlockchainClient'
import { isNetworkSupported } from './isNetworkSupported'

let server: FakeServer
beforeAll(async () => {
  server = await startFakeServer()
})
afterAll(() => server.close())

const common = { projectId: 'p1', st: 'appkit', sv: 'portico-test' }
const blockchain = () => createBlockchainClient({ baseUrl: server.url, projectId: 'p1', sdkVersion: 'portico-test' })
const ADDRESS = '0x1111111111111111111111111111111111111111'
const REGISTER_MESSAGE = JSON.stringify({ name: 'alice.reown.id', attributes: {}, timestamp: 1700000000 })
const REGISTERED = {
  name: 'alice.reown.id',
  addresses: { '2147483649': { address: ADDRESS.toLowerCase(), created: '2026-01-01T00:00:00.000Z' } },
  attributes: [],
}
const REVOKED = {
  project: { id: 'p', name: 'Dapp' },
  pci: 'pci-1',
  expiry: 1_800_000_000,
  createdAt: 1_700_000_000,
  permissions: [],
  policies: [],
  context: 'ctx',
  revokedAt: 1_700_000_100,
}

const balance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  value: 30,
  price: 3000,
  iconUrl: 'https://x/eth.png',
  quantity: { decimals: '18', numeric: '0.01' },
}
const transaction = {
  id: 't1',
  metadata: {
    operationType: 'send',
    hash: '0xabc',
    chain: 'eip155:1',
    minedAt: '2026-01-01T00:00:00Z',
    sentFrom: ADDRESS,
    sentTo: '0x2',
    status: 'confirmed',
    nonce: 1,
  },
  transfers: [{ direction: 'out', quantity: { numeric: '1' }, fungible_info: { symbol: 'ETH' } }],
}
const nameRecord = {
  name: 'alice.reown.id',
  registered_at: '2026-01-01',
  addresses: { '2147483649': { address: ADDRESS, created: '2026-01-01' } },
  attributes: [{ avatar: 'https://x/a.png' }],
}
const tx = { from: 'eip155:1:0x1', to: 'eip155:1:0x2', data: '0xdead', eip155: { gas: '21000', gasPrice: '1' } }
const quote = {
  paymentTotal: { amount: '10', currency: 'USD' },
  paymentSubtotal: { amount: '9.8', currency: 'USD' },
  purchaseAmount: { amount: '9.7', currency: 'USDC' },
  networkFee: { amount: '0.1', currency: 'USD' },
  coinbaseFee: { amount: '0.1', currency: 'USD' },
  quoteId: 'q-1',
}
const session = {
  project: { id: 'pr', name: 'Dapp' },
  pci: 'pci-1',
  expiry: 1,
  createdAt: 0,
  permissions: [{ type: 'x' }],
  policies: [],
  context: '0x',
}

interface Case {
  name: string
  call: (client: BlockchainClient) => Promise<unknown>
  method: 'GET' | 'POST'
  path: string
  query?: Record<string, string>
  body?: unknown
  answer: unknown
  result: unknown
}

const cases: Case[] = [
  {
    name: 'getIdentity',
    call: (c) => c.getIdentity(ADDRESS, { sender: '0x9' }),
    method: 'GET',
    path: `/v1/identity/${ADDRESS}`,
    query: { sender: '0x9' },
    answer: { name: 'alice.eth', avatar: null },
    result: { name: 'alice.eth', avatar: null },
  },
  {
    name: 'getBalance',
    call: (c) => c.getBalance(ADDRESS, { chainId: 'eip155:1', forceUpdate: 'eip155:1:0xtoken' }),
    method: 'GET',
    path: `/v1/account/${ADDRESS}/balance`,
    query: { currency: 'usd', chainId: 'eip155:1', forceUpdate: 'eip155:1:0xtoken' },
    answer: { balances: [balance] },
    result: [balance],
  },
  {
    name: 'getHistory',
    call: (c) => c.getHistory(ADDRESS, { cursor: 'c2', chainId: 'eip155:1' }),
    method: 'GET',
    path: `/v1/account/${ADDRESS}/history`,
    query: { cursor: 'c2', chainId: 'eip155:1' },
    answer: { data: [transaction], next: null },
    result: { data: [transaction], next: null },
  },
  {
    name: 'getName',
    call: (c) => c.getName('alice.reown.id'),
    method: 'GET',
    path: '/v1/profile/account/alice.reown.id',
    query: { apiVersion: '2' },
    answer: nameRecord,
    result: nameRecord,
  },
  {
    name: 'getNamesForAddress',
    call: (c) => c.getNamesForAddress(ADDRESS),
    method: 'GET',
    path: `/v1/profile/reverse/${ADDRESS}`,
    query: { apiVersion: '2' },
    answer: [nameRecord],
    result: [nameRecord],
  },
  {
    name: 'getNameSuggestions',
    call: (c) => c.getNameSuggestions('alice'),
    method: 'GET',
    path: '/v1/profile/suggestions/alice',
    query: { zone: 'reown.id' },
    answer: { suggestions: [{ name: 'alice1.reown.id', registered: false }] },
    result: [{ name: 'alice1.reown.id', registered: false }],
  },
  {
    name: 'registerName',
    call: (c) =>
      c.registerName({ coin_type: 2147483649, address: ADDRESS, message: REGISTER_MESSAGE, signature: '0xsig' }),
    method: 'POST',
    path: '/v1/profile/account',
    body: { coin_type: 2147483649, address: ADDRESS, message: REGISTER_MESSAGE, signature: '0xsig' },
    answer: REGISTERED,
    result: REGISTERED,
  },
  {
    name: 'getConvertTokens',
    call: (c) => c.getConvertTokens('eip155:1'),
    method: 'GET',
    path: '/v1/convert/tokens',
    query: { chainId: 'eip155:1' },
    answer: { tokens: [{ name: 'USD Coin', symbol: 'USDC', address: 'eip155:1:0xa0b8', decimals: 6, logoUri: '' }] },
    // An empty logo is no image: dropped by the URL policy.
    result: [{ name: 'USD Coin', symbol: 'USDC', address: 'eip155:1:0xa0b8', decimals: 6, logoUri: undefined }],
  },
  {
    name: 'getConvertQuotes',
    call: (c) => c.getConvertQuotes({ amount: '100', userAddress: ADDRESS, from: 'a', to: 'b', gasPrice: '7' }),
    method: 'GET',
    path: '/v1/convert/quotes',
    query: { amount: '100', userAddress: ADDRESS, from: 'a', to: 'b', gasPrice: '7' },
    answer: { quotes: [{ id: null, fromAmount: '100', fromAccount: 'a', toAmount: '99', toAccount: 'b' }] },
    result: [{ id: null, fromAmount: '100', fromAccount: 'a', toAmount: '99', toAccount: 'b' }],
  },
  {
    name: 'getAllowance',
    call: (c) => c.getAllowance({ tokenAddress: 'eip155:1:0xt', userAddress: ADDRESS }),
    method: 'GET',
    path: '/v1/convert/allowance',
    query: { tokenAddress: 'eip155:1:0xt', userAddress: ADDRESS },
    answer: { allowance: '0' },
    result: '0',
  },
  {
    name: 'getGasPrice',
    call: (c) => c.getGasPrice('eip155:1'),
    method: 'GET',
    path: '/v1/convert/gas-price',
    query: { chainId: 'eip155:1' },
    answer: { standard: '1', fast: '2', instant: '3' },
    result: { standard: '1', fast: '2', instant: '3' },
  },
  {
    name: 'buildApprove',
    call: (c) => c.buildApprove({ userAddress: ADDRESS, from: 'a', to: 'b' }),
    method: 'GET',
    path: '/v1/convert/build-approve',
    query: { userAddress: ADDRESS, from: 'a', to: 'b' },
    answer: { tx: { ...tx, value: '0', eip155: { gas: 50000, gasPrice: '1' } } },
    result: { ...tx, value: '0', eip155: { gas: 50000, gasPrice: '1' } },
  },
  {
    name: 'buildSwap',
    call: (c) => c.buildSwap({ amount: '100', from: 'a', to: 'b', userAddress: ADDRESS, disableEstimate: true }),
    method: 'POST',
    path: '/v1/convert/build-transaction',
    body: {
      amount: '100',
      from: 'a',
      to: 'b',
      userAddress: ADDRESS,
      disableEstimate: true,
      eip155: { slippage: 1 },
      projectId: 'p1',
    },
    answer: { tx: { ...tx, amount: '100' } },
    result: { ...tx, amount: '100' },
  },
  {
    name: 'getTokenPrices',
    call: (c) => c.getTokenPrices(['eip155:1:0xt']),
    method: 'POST',
    path: '/v1/fungible/price',
    body: { currency: 'usd', addresses: ['eip155:1:0xt'], projectId: 'p1' },
    answer: { fungibles: [{ address: 'eip155:1:0xt', name: 'T', symbol: 'T', iconUrl: '', price: 2 }] },
    result: [{ address: 'eip155:1:0xt', name: 'T', symbol: 'T', iconUrl: undefined, price: 2 }],
  },
  {
    name: 'getOnrampOptions',
    call: (c) => c.getOnrampOptions(),
    method: 'GET',
    path: '/v1/onramp/options',
    answer: { paymentCurrencies: [], purchaseCurrencies: [] },
    result: { paymentCurrencies: [], purchaseCurrencies: [] },
  },
  {
    name: 'getOnrampQuote',
    call: (c) => c.getOnrampQuote({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '10', network: 'base' }),
    method: 'POST',
    path: '/v1/onramp/quote',
    body: { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '10', network: 'base' },
    answer: quote,
    result: quote,
  },
  {
    name: 'generateOnrampUrl',
    call: (c) =>
      c.generateOnrampUrl({
        destinationWallets: [{ address: ADDRESS, blockchains: ['base'], assets: ['USDC'] }],
        partnerUserId: ADDRESS,
        presetFiatAmount: 20,
      }),
    method: 'POST',
    path: '/v1/generators/onrampurl',
    body: {
      destinationWallets: [{ address: ADDRESS, blockchains: ['base'], assets: ['USDC'] }],
      partnerUserId: ADDRESS,
      presetFiatAmount: 20,
      defaultExperience: 'buy',
    },
    answer: { url: 'https://pay.example/buy?x=1' },
    result: 'https://pay.example/buy?x=1',
  },
  {
    name: 'getSessions',
    call: (c) => c.getSessions(`eip155:1:${ADDRESS}`),
    method: 'GET',
    path: `/v1/sessions/eip155:1:${ADDRESS}`,
    answer: [session],
    result: [session],
  },
  {
    name: 'revokeSession',
    call: (c) => c.revokeSession(ADDRESS, { pci: 'pci-1', signature: '0xsig' }),
    method: 'POST',
    path: `/v1/sessions/${ADDRESS}/revoke`,
    body: { pci: 'pci-1', signature: '0xsig' },
    answer: REVOKED,
    result: REVOKED,
  },
  {
    name: 'rpc',
    call: (c) => c.rpc('eip155:1', { method: 'eth_blockNumber' }),
    method: 'POST',
    path: '/v1',
    query: { chainId: 'eip155:1' },
    body: { id: 1, jsonrpc: '2.0', method: 'eth_blockNumber', params: [] },
    answer: { jsonrpc: '2.0', id: 1, result: '0x10' },
    result: '0x10',
  },
]

describe('every endpoint', () => {
  it.each(cases)('$name: $method $path', async (c) => {
    server.handle((_req, res) => json(res, 200, c.answer))
    await expect(c.call(blockchain())).resolves.toEqual(c.result)
    const [request] = server.requests
    expect(request?.method).toBe(c.method)
    expect(request?.path).toBe(c.path)
    expect(request?.query).toEqual({ ...common, ...c.query })
    if (c.body !== undefined) expect(JSON.parse(request?.body ?? '')).toEqual(c.body)
  })

  it.each(cases.filter((c) => !['getOnrampOptions', 'getOnrampQuote'].includes(c.name)))(
    '$name: a 500 is an HttpError',
    async (c) => {
      server.handle((_req, res) => json(res, 500, { message: 'down' }))
      await expect(c.call(blockchain())).rejects.toMatchObject({ status: 500, message: 'HTTP status code 500' })
    },
  )
})

describe('supported chains', () => {
  it('are fetched once per client and answer isNetworkSupported', async () => {
    server.handle((_req, res) => json(res, 200, { http: ['eip155:1', 'eip155:31337'], ws: [] }))
    const client = blockchain()
    await expect(isNetworkSupported(client, 'eip155:31337')).resolves.toBe(true)
    await expect(isNetworkSupported(client, 'eip155:10')).resolves.toBe(false)
    await expect(client.getSupportedChains()).resolves.toEqual({ http: ['eip155:1', 'eip155:31337'], ws: [] })
    expect(server.requests.map((r) => r.path)).toEqual(['/v1/supported-chains'])
    await isNetworkSupported(blockchain(), 'eip155:1')
    expect(server.requests).toHaveLength(2) // another client asks for itself
  })

  it('are empty lists when the service fails (spec §7), never kept, and asked again later', async () => {
    server.handle((_req, res) => json(res, 500, {}))
    const client = blockchain()
    await expect(client.getSupportedChains()).resolves.toMatchObject({
      http: [],
      ws: [],
      error: { code: 'HTTP_STATUS', status: 500 },
    })
    // The guard of the other calls fails instead of reading the empty lists as "not supported".
    await expect(isNetworkSupported(client, 'eip155:1')).rejects.toMatchObject({ code: 'HTTP_STATUS' })
    server.handle((_req, res) => json(res, 200, { http: ['eip155:1'] }))
    // The failure was not kept: the service's next answer is.
    await expect(client.getSupportedChains()).resolves.toEqual({ http: ['eip155:1'], ws: [] })
    await expect(isNetworkSupported(client, 'eip155:1')).resolves.toBe(true)
  })
})

describe('writes succeed only on a validated success answer (issue #16, item 3)', () => {
  const register = () =>
    blockchain().registerName({
      coin_type: 2147483649,
      address: ADDRESS,
      message: REGISTER_MESSAGE,
      signature: '0xsig',
    })
  const revoke = () => blockchain().revokeSession(ADDRESS, { pci: 'pci-1', signature: '0xsig' })

  it.each([
    ['an empty 200', undefined],
    ['an empty object', {}],
    ['another name', { ...REGISTERED, name: 'mallory.reown.id' }],
    [
      'another address',
      { ...REGISTERED, addresses: { '2147483649': { address: '0x0000000000000000000000000000000000000001' } } },
    ],
    ['another coin type', { ...REGISTERED, addresses: { '60': { address: ADDRESS } } }],
  ])('registerName refuses %s', async (_case, answer) => {
    server.handle((_req, res) => (answer === undefined ? res.writeHead(200).end() : json(res, 200, answer)))
    await expect(register()).rejects.toMatchObject({ code: 'INVALID_RESPONSE' })
  })

  it.each([
    ['an empty 200', undefined],
    ['{ ok: true }', { ok: true }],
    ['the session not revoked', { ...REVOKED, revokedAt: null }],
    ['another session', { ...REVOKED, pci: 'pci-2' }],
  ])('revokeSession refuses %s', async (_case, answer) => {
    server.handle((_req, res) => (answer === undefined ? res.writeHead(200).end() : json(res, 200, answer)))
    await expect(revoke()).rejects.toMatchObject({ code: 'INVALID_RESPONSE' })
  })
})

describe('paths', () => {
  it('encodes user input into one path segment', async () => {
    server.handle((_req, res) => json(res, 200, { suggestions: [] }))
    await blockchain().getNameSuggestions('../admin?x=1')
    expect(server.requests[0]?.path).toBe('/v1/profile/suggestions/..%2Fadmin%3Fx%3D1')
    expect(server.requests[0]?.query).toEqual({ ...common, zone: 'reown.id' })
  })
})

describe('fallbacks and errors', () => {
  it('uses the built-in on-ramp sample when the options service fails', async () => {
    server.handle((_req, res) => json(res, 503, {}))
    const options = await blockchain().getOnrampOptions()
    expect(options.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR'])
  })

  it('echoes the amount in a fallback quote when the quote service fails', async () => {
    server.handle((_req, res) => json(res, 500, {}))
    const quote = await blockchain().getOnrampQuote({
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '25',
      network: 'base',
    })
    expect(quote.paymentTotal).toEqual({ amount: '25', currency: 'USD' })
    expect(quote.quoteId).toBe(FALLBACK_QUOTE_ID)
  })

  it('throws a JSON-RPC error as RPC_ERROR', async () => {
    server.handle((_req, res) => json(res, 200, { jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'nope' } }))
    await expect(blockchain().rpc('eip155:1', { method: 'eth_x' })).rejects.toThrow('RPC error -32601: nope')
  })

  it('keeps the name service error body on the HttpError', async () => {
    const body = { status: 'error', reasons: [{ name: 'name', description: 'Name taken' }] }
    server.handle((_req, res) => json(res, 400, body))
    await expect(
      blockchain().registerName({ coin_type: 1, address: ADDRESS, message: '{}', signature: '0x' }),
    ).rejects.toMatchObject({ status: 400, body })
  })
})
