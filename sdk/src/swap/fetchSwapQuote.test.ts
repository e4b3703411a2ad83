// Quotes against a real HTTP server whose answers the test releases, on a clock the test moves: debouncing and
// the no-race rule (a late answer for an old amount never reaches the store).
import type { ServerResponse } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { manualTimers } from '@portico-examples/test-support/platform/manualTimers'
import { servicesAt, testPortico } from '@portico-examples/test-support/portico/testPortico'
import { type FakeServer, json, startFakeServer } from '@portico-examples/test-support/servers/fakeServer'
import { setCaipAddress } from '../chains/setCaipAddress'
import { NATIVE_TOKEN_ADDRESS, SWAP_QUOTE_DEBOUNCE_MS } from '../constants'
import { devnet } from '../networks/devnet'
import { waitForStore } from '@portico-examples/test-support/portico/waitForStore'
import { fetchSwapQuote } from './fetchSwapQuote'
import { initialSwapState } from './swapStore'
import { setSwapAmount } from './setSwapAmount'
import { setSwapSourceToken } from './setSwapSourceToken'
import { setSwapToToken } from './setSwapToToken'
import { swapTokens } from './swapTokens'

const CHAIN = devnet.caipNetworkId
const USER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const ETH = {
  name: 'Ether',
  symbol: 'ETH',
  address: `${CHAIN}:${NATIVE_TOKEN_ADDRESS.eip155}`,
  decimals: 18,
  logoUri: '',
}
const USDC = {
  name: 'USD Coin',
  symbol: 'USDC',
  address: `${CHAIN}:0x5fbdb2315678afecb367f032d93f642f64180aa3`,
  decimals: 6,
  logoUri: '',
}
const ONE_ETH = '1000000000000000000'

let server: FakeServer
beforeAll(async () => {
  server = await startFakeServer()
})
afterAll(() => server.close())

/** Routes where the quote for `held` amounts waits until the test releases it; every quote is 3000 USDC per ETH. */
function routes(held: Set<string>) {
  const waiting = new Map<string, (status: number) => void>()
  const quoteFor = (amount: string) => ({
    quotes: [
      {
        id: null,
        fromAmount: amount,
        fromAccount: ETH.address,
        toAmount: String((BigInt(amount) * 3000n) / 10n ** 12n),
        toAccount: USDC.address,
      },
    ],
  })
  server.routes({
    'GET /v1/supported-chains': (_, r) => json(r, 200, { http: [CHAIN], ws: [], swap: [CHAIN] }),
    'GET /v1/convert/quotes': (request, response: ServerResponse) => {
      const answer = (status: number) =>
        json(response, status, status === 200 ? quoteFor(request.query.amount ?? '0') : {})
      if (held.has(request.query.amount ?? '')) waiting.set(request.query.amount ?? '', answer)
      else answer(200)
    },
    'POST /v1/convert/build-transaction': (request, r) =>
      json(r, 200, {
        tx: {
          from: ETH.address,
          to: `${CHAIN}:0x9fe46736679d2d9a65f0992f2272de9f3c7fa6e0`,
          data: '0x12',
          amount: JSON.parse(request.body).amount,
          eip155: { gas: '150000', gasPrice: '1000000000' },
        },
      }),
  })
  return {
    release: (amount: string, status = 200) => waiting.get(amount)?.(status),
    quotesAsked: () => server.received('GET /v1/convert/quotes').map((r) => r.query.amount),
    quoteQuery: () => server.received('GET /v1/convert/quotes').at(-1)?.query,
  }
}

function swapPortico() {
  const clock = manualTimers()
  const p = testPortico(servicesAt(server), clock.platform)
  setCaipAddress(p, `${CHAIN}:${USER}`, 'eip155')
  p.$swap.set({
    ...initialSwapState(),
    tokens: [ETH, USDC],
    tokensPriceMap: { [ETH.address]: 3000, [USDC.address.toLowerCase()]: 1 },
  })
  setSwapSourceToken(p, { token: ETH })
  setSwapToToken(p, { token: USDC })
  return { p, clock }
}

describe('swap quotes', () => {
  it('wait until typing rests: one quote, for the last amount', async () => {
    const server = routes(new Set())
    const { p, clock } = swapPortico()
    for (const amount of ['1', '1.', '1.5']) {
      setSwapAmount(p, { amount })
      clock.advance(SWAP_QUOTE_DEBOUNCE_MS - 1)
    }
    expect(server.quotesAsked()).toEqual([])
    // While typing rests the quote counts as on its way (no "no route" for an amount being typed).
    expect(p.$swap.get().status.quote).toBe('pending')
    clock.advance(1)
    const quoted = await waitForStore(p.$swap, (s) => s.status.quote === 'success')
    expect(server.quotesAsked()).toEqual(['1500000000000000000'])
    // The account goes as a plain address, the tokens as CAIP-10, as the blockchain API's own client sends them.
    expect(server.quoteQuery()).toMatchObject({ userAddress: USER, from: ETH.address, to: USDC.address })
    expect(quoted.toTokenAmount).toBe('4500')
    expect(quoted.swapTransaction).toMatchObject({ value: 1_500_000_000_000_000_000n, gas: 150_000n })
  })

  it('never race: a late answer for an old amount is dropped, the current amount’s quote stays', async () => {
    const server = routes(new Set([ONE_ETH]))
    const { p, clock } = swapPortico()
    setSwapAmount(p, { amount: '1' })
    const late = fetchSwapQuote(p) // asks for 1 ETH; its answer is held back
    await expect.poll(() => server.quotesAsked()).toEqual([ONE_ETH])

    setSwapAmount(p, { amount: '2' })
    clock.advance(SWAP_QUOTE_DEBOUNCE_MS)
    const current = await waitForStore(p.$swap, (s) => s.status.quote === 'success')
    expect(current.toTokenAmount).toBe('6000')

    server.release(ONE_ETH)
    expect(await late).toBeUndefined()
    expect(p.$swap.get()).toMatchObject({ sourceTokenAmount: '2', toTokenAmount: '6000', status: { quote: 'success' } })
    expect(p.$swap.get().quote?.fromAmount).toBe('2000000000000000000')
  })

  it('drops a late failure for an old amount too', async () => {
    const server = routes(new Set([ONE_ETH]))
    const { p, clock } = swapPortico()
    setSwapAmount(p, { amount: '1' })
    const late = fetchSwapQuote(p)
    await expect.poll(() => server.quotesAsked()).toEqual([ONE_ETH])
    setSwapAmount(p, { amount: '3' })
    clock.advance(SWAP_QUOTE_DEBOUNCE_MS)
    await waitForStore(p.$swap, (s) => s.status.quote === 'success')
    server.release(ONE_ETH, 500)
    expect(await late).toBeUndefined()
    expect(p.$swap.get()).toMatchObject({ toTokenAmount: '9000', status: { quote: 'success' } })
  })

  it('shows a failure for the current amount as an error status, and clears the quote when the amount is emptied', async () => {
    const server = routes(new Set([ONE_ETH]))
    const { p } = swapPortico()
    setSwapAmount(p, { amount: '1' })
    const failing = fetchSwapQuote(p)
    await expect.poll(() => server.quotesAsked()).toEqual([ONE_ETH])
    server.release(ONE_ETH, 500)
    await expect(failing).rejects.toThrow('HTTP status code 500')
    expect(p.$swap.get().status.quote).toBe('error')

    setSwapAmount(p, { amount: '' })
    expect(await fetchSwapQuote(p)).toBeUndefined()
    expect(p.$swap.get()).toMatchObject({ quote: undefined, toTokenAmount: '', status: { quote: 'idle' } })
  })

  it('flags an amount above the balance, and sends no swap without a quote or above the balance', async () => {
    routes(new Set())
    const { p, clock } = swapPortico() // the account holds nothing here
    await expect(swapTokens(p)).rejects.toThrow('Invalid amount : no quote for it')
    setSwapAmount(p, { amount: '1' })
    clock.advance(SWAP_QUOTE_DEBOUNCE_MS)
    const quoted = await waitForStore(p.$swap, (s) => s.status.quote === 'success')
    expect(quoted.inputError).toBe('Invalid amount 1: more than the balance')
    await expect(swapTokens(p)).rejects.toThrow('Invalid amount 1: more than the balance')
  })
})
