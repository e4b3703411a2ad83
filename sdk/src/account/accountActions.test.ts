// accountActions: the feature flags and the chain support decide what the account view offers. The swap check asks
// a real HTTP server for the supported chains.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { servicesAt, testPortico } from '@portico-examples/test-support/portico/testPortico'
import { type FakeServer, json, startFakeServer } from '@portico-examples/test-support/servers/fakeServer'
import { setCaipAddress } from '../chains/setCaipAddress'
import { devnet } from '../networks/devnet'
import { ethereum } from '../networks/eip155'
import { solanaMainnet } from '../networks/solana'
import { accountActions } from './accountActions'

const EVM = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const SOL = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

let server: FakeServer
beforeAll(async () => {
  server = await startFakeServer()
  server.routes({
    'GET /v1/supported-chains': (_, r) =>
      json(r, 200, { http: [devnet.caipNetworkId], ws: [], swap: [devnet.caipNetworkId] }),
  })
})
afterAll(() => server.close())

describe('accountActions', () => {
  it('offers send, receive, swap and buy on a swap network of eip155', async () => {
    const p = testPortico({ ...servicesAt(server), networks: [ethereum] })
    setCaipAddress(p, `${ethereum.caipNetworkId}:${EVM}`, 'eip155')
    expect(await accountActions(p)).toEqual({ send: true, receive: true, swap: true, buy: true, settings: false })
  })

  it('offers swap on a network the service names as swap-capable (the devnet)', async () => {
    const p = testPortico(servicesAt(server))
    setCaipAddress(p, `${devnet.caipNetworkId}:${EVM}`, 'eip155')
    expect((await accountActions(p)).swap).toBe(true)
  })

  it('offers no swap on solana, and follows the feature flags', async () => {
    const p = testPortico({
      ...servicesAt(server),
      networks: [solanaMainnet],
      features: { send: false, onramp: false },
    })
    setCaipAddress(p, `${solanaMainnet.caipNetworkId}:${SOL}`, 'solana')
    expect(await accountActions(p)).toEqual({ send: false, receive: true, swap: false, buy: false, settings: false })
  })

  it('offers nothing without an account', async () => {
    expect(await accountActions(testPortico(servicesAt(server)))).toEqual({
      send: false,
      receive: false,
      swap: false,
      buy: false,
      settings: false,
    })
  })
})
