import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { Devnet } from '../src/index.js'
import { api, postJson, startTestDevnet } from './devnet-helpers.js'
import { IdentityResponse, NameError, NameRecord, SuggestionResponse } from './wire-shapes.js'

const COIN_TYPE_31337 = (0x80000000 | 31337) >>> 0
const nowSeconds = () => Math.floor(Date.now() / 1000)

let devnet: Devnet
beforeAll(async () => {
  devnet = await startTestDevnet()
})
afterAll(() => devnet?.stop())

async function registration(
  name: string,
  options: {
    key?: `0x${string}`
    coinType?: number
    timestamp?: number
    attributes?: Record<string, string>
    signWith?: `0x${string}`
  } = {},
) {
  const owner = privateKeyToAccount(options.key ?? generatePrivateKey())
  const message = JSON.stringify({
    name,
    attributes: options.attributes ?? {},
    timestamp: options.timestamp ?? nowSeconds(),
  })
  const signer = options.signWith ? privateKeyToAccount(options.signWith) : owner
  const signature = await signer.signMessage({ message })
  return { owner, body: { coin_type: options.coinType ?? COIN_TYPE_31337, address: owner.address, message, signature } }
}

async function register(body: unknown) {
  return api(devnet, '/v1/profile/account', postJson(body))
}

function reasonOf(body: unknown): string | undefined {
  const error = v.parse(NameError, body)
  expect(error.status).toBe('FAILED')
  return error.reasons[0]?.name
}

describe('name service', () => {
  it('registers a name signed by the address; it resolves forward, in reverse and in identity', async () => {
    const { owner, body } = await registration('alice-devnet.reown.id', {
      attributes: { avatar: 'https://avatar.example/alice.png' },
    })
    const created = await register(body)
    expect(created.status).toBe(200)

    const forward = await api(devnet, '/v1/profile/account/alice-devnet.reown.id?apiVersion=2')
    expect(forward.status).toBe(200)
    const record = v.parse(NameRecord, forward.body)
    expect(record.name).toBe('alice-devnet.reown.id')
    expect(record.addresses[String(COIN_TYPE_31337)]?.address).toBe(owner.address.toLowerCase())
    expect(record.attributes).toEqual([{ avatar: 'https://avatar.example/alice.png' }])

    const reverse = await api(devnet, `/v1/profile/reverse/${owner.address}?apiVersion=2`)
    expect(v.parse(v.array(NameRecord), reverse.body).map((r) => r.name)).toEqual(['alice-devnet.reown.id'])

    const identity = await api(devnet, `/v1/identity/${owner.address}`)
    expect(v.parse(IdentityResponse, identity.body)).toEqual({
      name: 'alice-devnet.reown.id',
      avatar: 'https://avatar.example/alice.png',
    })
  })

  it('treats names case-insensitively', async () => {
    const { body } = await registration('MixedCase-Name.reown.id')
    expect((await register(body)).status).toBe(200)
    const forward = await api(devnet, '/v1/profile/account/mixedcase-NAME.reown.id')
    expect(v.parse(NameRecord, forward.body).name).toBe('mixedcase-name.reown.id')
    const again = await registration('mixedcase-name.reown.id')
    expect((await register(again.body)).status).toBe(409)
  })

  it('gives a null identity and an empty reverse list to an address without a name', async () => {
    const nobody = privateKeyToAccount(generatePrivateKey()).address
    expect((await api(devnet, `/v1/identity/${nobody}`)).body).toEqual({ name: null, avatar: null })
    expect((await api(devnet, `/v1/profile/reverse/${nobody}`)).body).toEqual([])
    const missing = await api(devnet, '/v1/profile/account/nobody-here.reown.id')
    expect(missing.status).toBe(404)
    expect(reasonOf(missing.body)).toBe('NAME_NOT_FOUND')
  })

  it('refuses a forged signature with 401', async () => {
    const { body } = await registration('forged-name.reown.id', { signWith: generatePrivateKey() })
    const answer = await register(body)
    expect(answer.status).toBe(401)
    expect(reasonOf(answer.body)).toBe('INVALID_SIGNATURE')
    expect((await api(devnet, '/v1/profile/account/forged-name.reown.id')).status).toBe(404)
  })

  it('refuses a coin type that is not a devnet chain', async () => {
    const { body } = await registration('wrong-coin.reown.id', { coinType: 60 })
    const answer = await register(body)
    expect(answer.status).toBe(400)
    expect(reasonOf(answer.body)).toBe('INVALID_COIN_TYPE')
  })

  it('accepts the coin type of the second devnet chain', async () => {
    const { body } = await registration('second-chain.reown.id', { coinType: (0x80000000 | 31338) >>> 0 })
    expect((await register(body)).status).toBe(200)
  })

  it('refuses a timestamp more than 10 minutes old or ahead', async () => {
    for (const timestamp of [nowSeconds() - 11 * 60, nowSeconds() + 11 * 60]) {
      const { body } = await registration(`stale-${timestamp}.reown.id`, { timestamp })
      const answer = await register(body)
      expect(answer.status).toBe(401)
      expect(reasonOf(answer.body)).toBe('INVALID_TIMESTAMP')
    }
    const { body } = await registration('fresh-enough.reown.id', { timestamp: nowSeconds() - 9 * 60 })
    expect((await register(body)).status).toBe(200)
  })

  it('refuses a name that is taken with 409', async () => {
    const first = await registration('taken-name.reown.id')
    expect((await register(first.body)).status).toBe(200)
    const second = await registration('taken-name.reown.id')
    const answer = await register(second.body)
    expect(answer.status).toBe(409)
    expect(reasonOf(answer.body)).toBe('NAME_TAKEN')
  })

  it('refuses invalid names and malformed bodies with 400', async () => {
    for (const name of ['abc.reown.id', 'with space.reown.id', 'valid-label.other.id', 'émile.reown.id']) {
      const { body } = await registration(name)
      const answer = await register(body)
      expect(answer.status).toBe(400)
      expect(reasonOf(answer.body)).toBe('INVALID_NAME')
    }
    const { body } = await registration('good-name.reown.id')
    expect(reasonOf((await register({ ...body, message: 'not json' })).body)).toBe('INVALID_MESSAGE')
    expect(reasonOf((await register({ ...body, address: 'nope' })).body)).toBe('INVALID_BODY')
    expect(reasonOf((await register('just a string')).body)).toBe('INVALID_BODY')
  })

  it('suggests names in the zone and says which are registered', async () => {
    const { body } = await registration('suggest-me.reown.id')
    await register(body)
    const answer = await api(devnet, '/v1/profile/suggestions/suggest-me?zone=reown.id')
    const { suggestions } = v.parse(SuggestionResponse, answer.body)
    expect(suggestions[0]).toEqual({ name: 'suggest-me.reown.id', registered: true })
    expect(suggestions.length).toBeGreaterThan(1)
    expect(suggestions.slice(1).every((s) => !s.registered && s.name.endsWith('.reown.id'))).toBe(true)
  })
})
