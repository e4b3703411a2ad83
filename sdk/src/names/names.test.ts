// The name actions against a real HTTP server: lookups, the zone, caching and the error messages of spec §8.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { servicesAt, testPortico } from '@portico-examples/test-support/portico/testPortico'
import { type FakeServer, SUPPORTED, json, startFakeServer } from '@portico-examples/test-support/servers/fakeServer'
import { NAMES_CACHE_MS, NAME_ZONE } from '../constants'
import { solanaMainnet } from '../networks/solana'
import { fetchNameSuggestions } from './fetchNameSuggestions'
import { fetchNamesForAddress } from './fetchNamesForAddress'
import { fetchName } from './fetchName'

const ADDRESS = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const NAME = `alice.${NAME_ZONE}`
const RECORD = {
  name: NAME,
  registered_at: '2026-01-01',
  addresses: { '2147514685': { address: ADDRESS } },
  attributes: [],
}
const REASON = { status: 'FAILED', reasons: [{ name: 'NOT_FOUND', description: 'Name is not registered' }] }

let server: FakeServer
beforeAll(async () => {
  server = await startFakeServer()
})
afterAll(() => server.close())
afterEach(() => void vi.useRealTimers())

describe('fetchName', () => {
  it('returns the record of a name and reuses it for 5 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    server.routes({ ...SUPPORTED, [`GET /v1/profile/account/${NAME}`]: (_, r) => json(r, 200, RECORD) })
    const p = testPortico(servicesAt(server))
    expect(await fetchName(p, { name: NAME })).toEqual(RECORD)
    expect(server.received(`GET /v1/profile/account/${NAME}`)[0]?.query).toMatchObject({ apiVersion: '2' })
    expect(p.$names.get()).toMatchObject({ resolved: RECORD, status: { resolve: 'success' } })
    vi.advanceTimersByTime(NAMES_CACHE_MS - 1)
    await fetchName(p, { name: NAME })
    expect(server.received(`GET /v1/profile/account/${NAME}`)).toHaveLength(1)
    vi.advanceTimersByTime(1)
    await fetchName(p, { name: NAME })
    expect(server.received(`GET /v1/profile/account/${NAME}`)).toHaveLength(2)
  })

  it("fails with 'Error resolving name', showing the service's first reason when it gives one", async () => {
    server.routes({ ...SUPPORTED, 'GET /v1/profile/account/*': (_, r) => json(r, 404, REASON) })
    const p = testPortico(servicesAt(server))
    await expect(fetchName(p, { name: 'nobody.reown.id' })).rejects.toThrow('Error resolving name')
    expect(p.$names.get()).toMatchObject({
      error: { code: 'NAME_RESOLVE_FAILED', reason: 'Name is not registered' },
      status: { resolve: 'error' },
    })

    server.routes({ ...SUPPORTED, 'GET /v1/profile/account/*': (_, r) => json(r, 500, {}) })
    await expect(fetchName(p, { name: 'other.reown.id' })).rejects.toThrow('Error resolving name')
    expect(p.$names.get().error).toEqual({
      code: 'NAME_RESOLVE_FAILED',
      params: {},
      message: 'Error resolving name',
      reason: undefined,
    })
  })

  it('asks nothing off eip155 (names are eip155 only)', async () => {
    server.routes(SUPPORTED)
    expect(
      await fetchName(testPortico({ ...servicesAt(server), networks: [solanaMainnet] }), { name: NAME }),
    ).toBeUndefined()
    expect(server.requests).toEqual([])
  })
})

describe('fetchNamesForAddress', () => {
  it('returns the names of an address, cached for 5 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    server.routes({ ...SUPPORTED, [`GET /v1/profile/reverse/${ADDRESS}`]: (_, r) => json(r, 200, [RECORD]) })
    const p = testPortico(servicesAt(server))
    expect((await fetchNamesForAddress(p, { address: ADDRESS })).map((n) => n.name)).toEqual([NAME])
    expect(p.$names.get().names).toEqual([RECORD])
    vi.advanceTimersByTime(NAMES_CACHE_MS - 1)
    await fetchNamesForAddress(p, { address: ADDRESS })
    expect(server.received(`GET /v1/profile/reverse/${ADDRESS}`)).toHaveLength(1)
  })

  it("fails with 'Error fetching names for address', preferring the service's reason", async () => {
    server.routes({ ...SUPPORTED, 'GET /v1/profile/reverse/*': (_, r) => json(r, 400, REASON) })
    const p = testPortico(servicesAt(server))
    await expect(fetchNamesForAddress(p, { address: ADDRESS })).rejects.toThrow('Error fetching names for address')
    expect(p.$names.get().error).toMatchObject({ code: 'NAMES_FOR_ADDRESS_FAILED', reason: 'Name is not registered' })
  })
})

describe('fetchNameSuggestions', () => {
  it('asks with the zone and keeps the suggestions', async () => {
    const suggestions = [
      { name: NAME, registered: true },
      { name: `alice1.${NAME_ZONE}`, registered: false },
    ]
    server.routes({ ...SUPPORTED, 'GET /v1/profile/suggestions/alice': (_, r) => json(r, 200, { suggestions }) })
    const p = testPortico(servicesAt(server))
    expect(await fetchNameSuggestions(p, { name: ' alice ' })).toEqual(suggestions)
    expect(server.received('GET /v1/profile/suggestions/alice')[0]?.query).toMatchObject({ zone: NAME_ZONE })
    expect(p.$names.get().suggestions).toEqual(suggestions)
  })

  it('keeps the answer to the text asked last: an earlier answer arriving later is not kept', async () => {
    const late = [{ name: `alic.${NAME_ZONE}`, registered: false }]
    const fresh = [{ name: NAME, registered: false }]
    let answerLate: () => unknown = () => undefined
    server.routes({
      ...SUPPORTED,
      'GET /v1/profile/suggestions/alic': (_, r) => {
        answerLate = () => json(r, 200, { suggestions: late })
      },
      'GET /v1/profile/suggestions/alice': (_, r) => json(r, 200, { suggestions: fresh }),
    })
    const p = testPortico(servicesAt(server))
    const first = fetchNameSuggestions(p, { name: 'alic' })
    await vi.waitFor(() => expect(server.received('GET /v1/profile/suggestions/alic')).toHaveLength(1))
    await fetchNameSuggestions(p, { name: 'alice' })
    answerLate()
    expect(await first).toEqual(late)
    expect(p.$names.get()).toMatchObject({ suggestions: fresh, suggestionsFor: 'alice' })
  })

  it("fails with 'Error fetching name suggestions' (the catalogue message when the service gives no reason)", async () => {
    server.routes({ ...SUPPORTED, 'GET /v1/profile/suggestions/*': (_, r) => json(r, 500, 'oops') })
    const p = testPortico(servicesAt(server))
    await expect(fetchNameSuggestions(p, { name: 'alice' })).rejects.toThrow('Error fetching name suggestions')
    expect(p.$names.get()).toMatchObject({
      error: { code: 'NAME_SUGGESTIONS_FAILED', message: 'Error fetching name suggestions', reason: undefined },
      status: { suggestions: 'error' },
    })
  })
})
