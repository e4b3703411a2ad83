import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setActiveNetwork } from '../chains/setActiveNetwork'
import type { Connector } from '../connectors/types'
import { solanaMainnet } from '../networks/solana'
import { memoryPlatform, type MemoryPlatform } from '../platform/memoryPlatform'
import { ANVIL_KEYS, startAnvil, type Anvil } from '@portico-examples/test-support/chains/anvil'
import { privateKeyProvider } from '@portico-examples/test-support/wallets/privateKeyProvider'
import { localChains, localNetworks, testPortico } from '@portico-examples/test-support/portico/testPortico'
import { connect } from './connect'
import { reconnect } from './reconnect'

let one: Anvil
let two: Anvil
beforeAll(async () => {
  ;[one, two] = await Promise.all([startAnvil(31337), startAnvil(31338)])
})
afterAll(async () => {
  await Promise.all([one?.stop(), two?.stop()])
})

/**
 * The eip155 side is the real private-key wallet (announced through EIP-6963); the solana side stands in for a
 * Solana wallet, whose adapter is not part of this feature: its `connect` answers with a fixed address.
 */
function page(platform: MemoryPlatform) {
  const w = privateKeyProvider({
    privateKey: ANVIL_KEYS[0]!,
    chains: [{ chainId: 31337, rpcUrl: one.rpcUrl }],
    authorized: true,
  })
  const solana: Connector = {
    id: 'solana-wallet',
    name: 'Solana Wallet',
    type: 'ANNOUNCED',
    chain: 'solana',
    provider: w,
    connect: async () => ({
      addresses: ['7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'],
      chainId: String(solanaMainnet.id),
    }),
  }
  const p = testPortico(
    { ...localChains(one, two), networks: [localNetworks(one, two).chainOne, solanaMainnet], connectors: [solana] },
    platform,
  )
  w.announce(platform.events)
  return p
}

describe('reconnect', () => {
  it('reconnects every stored namespace and keeps the namespace that was active before the reload', async () => {
    const before = page(memoryPlatform())
    await connect(before, { connector: 'org.portico.testwallet' })
    await connect(before, { connector: 'solana-wallet' })
    setActiveNetwork(before, solanaMainnet)
    expect(before.$activeNamespace.get()).toBe('solana')

    const platform = memoryPlatform()
    for (const [k, v] of before.platform.store) platform.store.set(k, v)
    const after = page(platform)
    expect((await reconnect(after)).sort()).toEqual(['eip155', 'solana'])
    expect(after.$activeNamespace.get()).toBe('solana')
    expect(after.$connection.get().status).toEqual({ eip155: 'connected', solana: 'connected' })
    expect(after.$chains.get().eip155?.networkState.caipNetwork?.caipNetworkId).toBe('eip155:31337')
  })
})
