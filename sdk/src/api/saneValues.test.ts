// Issue #16, item 6: values that are not sane never reach a store. Each answer below is what a broken or hostile
// service could send, served by a real HTTP server; the clients refuse it with INVALID_RESPONSE (or keep only what
// was asked).
import type { ServerResponse } from 'node:http'
import { describe, expect, it } from 'vitest'
import { fetchBalances } from '../account/fetchBalances'
import { setCaipAddress } from '../chains/setCaipAddress'
import { devnet } from '../networks/devnet'
import { servicesAt, testPortico } from '@portico-examples/test-support/portico/testPortico'
import { SUPPORTED, json } from '@portico-examples/test-support/servers/fakeServer'
import { useFakeServer } from '@portico-examples/test-support/servers/useFakeServer'
import { fetchSwapGasPrice } from '../swap/fetchSwapGasPrice'
import { createBlockchainClient } from './blockchain'
import { createCatalogueClient } from './catalogue'

const ADDRESS = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const CHAIN = devnet.caipNetworkId

const service = useFakeServer()

/** JSON as text, so a test can send what JSON.stringify never writes (1e309). */
const raw = (text: string) => (_: unknown, r: ServerResponse) => {
  r.writeHead(200, { 'content-type': 'application/json' })
  r.end(text)
}
const blockchain = () => createBlockchainClient({ baseUrl: service().url, projectId: 'p' })
const token = (extra: string) =>
  `{"balances":[{"name":"ETH","symbol":"ETH","chainId":"${CHAIN}","quantity":{"decimals":"18","numeric":"1"},${extra}}]}`

describe('numbers', () => {
  it.each([
    ['a price of 1e309 (Infinity once parsed)', token('"price":1e309')],
    ['a value of -1e309', token('"price":1,"value":-1e309')],
    ['a quantity that is not a number', token('"price":1').replace('"numeric":"1"', '"numeric":"abc"')],
    ['a negative quantity', token('"price":1').replace('"numeric":"1"', '"numeric":"-5"')],
    ['decimals that are not a whole number', token('"price":1').replace('"decimals":"18"', '"decimals":"1.5"')],
  ])('a balance with %s is refused, and nothing is stored', async (_case, body) => {
    service().routes({ ...SUPPORTED, [`GET /v1/account/${ADDRESS}/balance`]: raw(body) })
    await expect(blockchain().getBalance(ADDRESS, { chainId: CHAIN })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    })
    const p = testPortico(servicesAt(service()))
    setCaipAddress(p, `${CHAIN}:${ADDRESS}`, 'eip155')
    await expect(fetchBalances(p)).rejects.toMatchObject({ code: 'TOKEN_BALANCE_UNAVAILABLE' })
    expect(p.$balances.get().balances).toEqual([])
    expect(p.$account.get().balance).toBeUndefined()
  })

  it.each(['-1', 'abc', '1.5', '0x10', ''])(
    'a gas price of %j is INVALID_RESPONSE, not a raw BigInt error or a negative price',
    async (price) => {
      service().routes({
        ...SUPPORTED,
        'GET /v1/supported-chains': (_, r) => json(r, 200, { http: [CHAIN], ws: [], swap: [CHAIN] }),
        'GET /v1/convert/gas-price': (_, r) => json(r, 200, { standard: price, fast: '2', instant: '3' }),
      })
      const p = testPortico(servicesAt(service()))
      setCaipAddress(p, `${CHAIN}:${ADDRESS}`, 'eip155')
      await expect(fetchSwapGasPrice(p)).rejects.toMatchObject({ code: 'INVALID_RESPONSE' })
      expect(p.$swap.get().gasPrice).toBeUndefined()
    },
  )

  it('a wallet count that is negative or fractional is refused', async () => {
    for (const count of [-1, 2.5]) {
      service().routes({ 'GET /getWallets': (_, r) => json(r, 200, { data: [], count }) })
      await expect(
        createCatalogueClient({ baseUrl: service().url, projectId: 'p' }).getWallets(),
      ).rejects.toMatchObject({
        code: 'INVALID_RESPONSE',
      })
    }
  })
})

describe('lists', () => {
  it('keeps no more wallets than asked (100 000 answered for 4)', async () => {
    const data = Array.from({ length: 100_000 }, (_, i) => ({ id: `w${i}`, name: `W${i}` }))
    service().routes({ 'GET /getWallets': (_, r) => json(r, 200, { data, count: 100_000 }) })
    const answer = await createCatalogueClient({ baseUrl: service().url, projectId: 'p' }).getWallets({ entries: 4 })
    expect(answer.data.map((w) => w.id)).toEqual(['w0', 'w1', 'w2', 'w3'])
    expect(answer.count).toBe(100_000)
  })
})
