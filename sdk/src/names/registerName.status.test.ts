// registerName's progress in `$names.status.register`, against a real HTTP server standing in for the name
// service and a real private-key wallet that signs the registration message (no chain needed to sign).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { servicesAt, testPortico } from '@portico-examples/test-support/portico/testPortico'
import { type FakeServer, SUPPORTED, json, startFakeServer } from '@portico-examples/test-support/servers/fakeServer'
import { connect } from '../connect/connect'
import { external } from '../connectors/external'
import { NAME_ZONE } from '../constants'
import { eip155 } from '../eip155/eip155'
import { ANVIL_KEYS } from '@portico-examples/test-support/chains/anvil'
import { privateKeyProvider } from '@portico-examples/test-support/wallets/privateKeyProvider'
import { nameCoinType } from '../validation/nameCoinType'
import { registerName } from './registerName'

const TAKEN = {
  status: 'FAILED',
  reasons: [{ name: 'NAME_TAKEN', description: `The name alice.${NAME_ZONE} is already registered` }],
}

let server: FakeServer
beforeAll(async () => {
  server = await startFakeServer()
})
afterAll(() => server.close())

async function connectedPortico() {
  const wallet = privateKeyProvider({
    privateKey: ANVIL_KEYS[0]!,
    chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9' }],
  })
  const p = testPortico({
    ...servicesAt(server),
    adapters: [eip155()],
    connectors: [external({ id: 'test-wallet', name: 'Test Wallet', provider: wallet })],
  })
  await connect(p, { connector: 'test-wallet' })
  return p
}

describe('registerName progress', () => {
  it('is pending while the wallet signs and the service answers, then success', async () => {
    const record = (address: string) => ({
      name: `alice.${NAME_ZONE}`,
      addresses: { [String(nameCoinType(31337))]: { address } },
      attributes: [],
    })
    server.routes({
      ...SUPPORTED,
      'POST /v1/profile/account': (request, r) =>
        json(r, 200, record((JSON.parse(request.body) as { address: string }).address)),
    })
    const p = await connectedPortico()
    const seen: string[] = []
    const stop = p.$names.subscribe((s) => void seen.push(s.status.register))
    await registerName(p, { name: 'alice' })
    stop()
    expect(seen).toEqual(['idle', 'pending', 'success'])
    expect(p.$router.get().view).toBe('RegisterAccountNameSuccess')
  })

  it("is error with the service's first reason when the name is refused", async () => {
    server.routes({ ...SUPPORTED, 'POST /v1/profile/account': (_, r) => json(r, 409, TAKEN) })
    const p = await connectedPortico()
    await expect(registerName(p, { name: 'alice' })).rejects.toThrow(`Error registering name alice.${NAME_ZONE}`)
    expect(p.$names.get()).toMatchObject({
      status: { register: 'error' },
      error: { code: 'NAME_REGISTER_FAILED', reason: `The name alice.${NAME_ZONE} is already registered` },
    })
    expect(p.$router.get().view).toBe('RegisterAccountName')
  })

  it.each([
    ['an empty 200', (r: Parameters<typeof json>[0]) => r.writeHead(200).end()],
    ['a 200 with {}', (r: Parameters<typeof json>[0]) => json(r, 200, {})],
    [
      'a record of another name',
      (r: Parameters<typeof json>[0]) => json(r, 200, { name: `bob.${NAME_ZONE}`, addresses: {}, attributes: [] }),
    ],
  ])('is error, not success, on %s: the name is never set as the profile name', async (_case, answer) => {
    server.routes({ ...SUPPORTED, 'POST /v1/profile/account': (_, r) => answer(r) })
    const p = await connectedPortico()
    await expect(registerName(p, { name: 'alice' })).rejects.toThrow(`Error registering name alice.${NAME_ZONE}`)
    expect(p.$names.get().status.register).toBe('error')
    expect(p.$router.get().view).toBe('RegisterAccountName')
    expect(p.$account.get().profileName).toBeUndefined()
  })
})
