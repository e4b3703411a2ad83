// fetchIdentity against a real HTTP server: the profile name and image, and the 5-minute cache.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { servicesAt, testPortico } from '@portico-examples/test-support/portico/testPortico'
import { type FakeServer, SUPPORTED, json, startFakeServer } from '@portico-examples/test-support/servers/fakeServer'
import { setCaipAddress } from '../chains/setCaipAddress'
import { IDENTITY_CACHE_MS } from '../constants'
import { devnet } from '../networks/devnet'
import { fetchIdentity } from './fetchIdentity'

const ADDRESS = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const IDENTITY_PATH = `GET /v1/identity/${ADDRESS}`

let server: FakeServer
beforeAll(async () => {
  server = await startFakeServer()
})
afterAll(() => server.close())
afterEach(() => void vi.useRealTimers())

describe('fetchIdentity', () => {
  it('sets the profile name and image, and reuses the identity for 5 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    server.routes({
      ...SUPPORTED,
      [IDENTITY_PATH]: (_, r) => json(r, 200, { name: 'alice.reown.id', avatar: 'https://img/a.png' }),
    })
    const p = testPortico(servicesAt(server))
    setCaipAddress(p, `${devnet.caipNetworkId}:${ADDRESS}`, 'eip155')
    await fetchIdentity(p)
    expect(server.received(IDENTITY_PATH)[0]?.query).toMatchObject({ sender: ADDRESS })
    expect(p.$account.get()).toMatchObject({ profileName: 'alice.reown.id', profileImage: 'https://img/a.png' })

    vi.advanceTimersByTime(IDENTITY_CACHE_MS - 1)
    await fetchIdentity(p)
    expect(server.received(IDENTITY_PATH)).toHaveLength(1)
    vi.advanceTimersByTime(1)
    await fetchIdentity(p)
    expect(server.received(IDENTITY_PATH)).toHaveLength(2)
  })
  it('makes one request for 200 calls at the same time', async () => {
    server.routes({ ...SUPPORTED, [IDENTITY_PATH]: (_, r) => json(r, 200, { name: 'alice.reown.id', avatar: null }) })
    const p = testPortico(servicesAt(server))
    setCaipAddress(p, `${devnet.caipNetworkId}:${ADDRESS}`, 'eip155')
    const answers = await Promise.all(Array.from({ length: 200 }, () => fetchIdentity(p)))
    expect(new Set(answers.map((a) => a.name))).toEqual(new Set(['alice.reown.id']))
    expect(server.received(IDENTITY_PATH)).toHaveLength(1)
  })
})
