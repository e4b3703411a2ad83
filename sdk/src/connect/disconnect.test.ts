import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { STORAGE_PREFIX } from '../constants'
import type { Connector } from '../connectors/types'
import { solanaMainnet } from '../networks/solana'
import { ANVIL_KEYS, startAnvil, type Anvil } from '@portico-examples/test-support/chains/anvil'
import { privateKeyProvider } from '@portico-examples/test-support/wallets/privateKeyProvider'
import { localChains, localNetworks, testPortico } from '@portico-examples/test-support/portico/testPortico'
import { connect } from './connect'
import { disconnect } from './disconnect'
import { watchConnectionEvents } from './watchConnectionEvents'
import type { ConnectionEvent } from './sessions'

let one: Anvil
let two: Anvil
beforeAll(async () => {
  ;[one, two] = await Promise.all([startAnvil(31337), startAnvil(31338)])
})
afterAll(async () => {
  await Promise.all([one?.stop(), two?.stop()])
})

const SOLANA_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

/**
 * Two namespaces connected through one session kind. The eip155 side is the real private-key wallet; the solana
 * side stands in for a wallet of a namespace whose adapter is not part of this feature: its `connect` answers
 * with a fixed address (the WalletConnect and Solana connectors are built elsewhere).
 */
async function twoNamespaces(type: Connector['type'], endSession: () => Promise<void>) {
  const w = privateKeyProvider({ privateKey: ANVIL_KEYS[0]!, chains: [{ chainId: 31337, rpcUrl: one.rpcUrl }] })
  const evm: Connector = { id: 'shared', name: 'Shared', type, chain: 'eip155', provider: w, disconnect: endSession }
  const solana: Connector = {
    id: 'shared',
    name: 'Shared',
    type,
    chain: 'solana',
    provider: w,
    connect: async () => ({ addresses: [SOLANA_ADDRESS], chainId: String(solanaMainnet.id) }),
    disconnect: endSession,
  }
  const { chainOne } = localNetworks(one, two)
  const p = testPortico({ ...localChains(one, two), networks: [chainOne, solanaMainnet], connectors: [evm, solana] })
  await connect(p, { connector: 'shared', namespace: 'solana' })
  await connect(p, { connector: 'shared', namespace: 'eip155' })
  return p
}

describe('disconnect (spec §4)', () => {
  it('one namespace of a shared session (WalletConnect, embedded wallet) takes the others with it, ending the session once', async () => {
    for (const type of ['WALLET_CONNECT', 'AUTH'] as const) {
      const endSession = vi.fn(async () => {})
      const p = await twoNamespaces(type, endSession)
      expect(p.$connection.get().status).toEqual({ solana: 'connected', eip155: 'connected' })

      await disconnect(p, { namespace: 'eip155' })

      expect(p.$connection.get().status).toEqual({ solana: 'disconnected', eip155: 'disconnected' })
      expect(p.$chains.get().solana?.accountState.address).toBeUndefined()
      expect(p.platform.store.has(`${STORAGE_PREFIX}solana:connected_connector_id`)).toBe(false)
      expect(endSession).toHaveBeenCalledOnce()
    }
  })

  it('a namespace of its own connector kind goes alone', async () => {
    const p = await twoNamespaces('EXTERNAL', async () => {})
    await disconnect(p, { namespace: 'eip155' })
    expect(p.$connection.get().status).toEqual({ solana: 'connected', eip155: 'disconnected' })
    expect(p.platform.store.get(`${STORAGE_PREFIX}solana:connected_connector_id`)).toBe('"shared"')
  })

  it('without a namespace, every namespace goes', async () => {
    const p = await twoNamespaces('EXTERNAL', async () => {})
    await disconnect(p)
    expect(p.$connection.get().status).toEqual({ solana: 'disconnected', eip155: 'disconnected' })
  })

  it('a wallet failing to end its session: state still cleared, "Failed to disconnect chains" reported, emitted and rethrown', async () => {
    const onError = vi.fn()
    const p = await twoNamespaces('WALLET_CONNECT', async () => {
      throw new Error('relay gone')
    })
    p.$options.set({ ...p.$options.get(), onError })
    const events: ConnectionEvent[] = []
    watchConnectionEvents(p, { onEvent: (e) => events.push(e) })

    await expect(disconnect(p)).rejects.toThrow('Failed to disconnect chains')

    expect(p.$connection.get().status).toEqual({ solana: 'disconnected', eip155: 'disconnected' })
    expect(p.$connectors.get()).toMatchObject({
      disconnectStatus: 'error',
      error: { code: 'DISCONNECT_CHAINS_FAILED' },
    })
    expect(events).toEqual([
      {
        type: 'disconnect_error',
        namespaces: ['solana', 'eip155'],
        error: expect.objectContaining({ code: 'DISCONNECT_CHAINS_FAILED' }),
      },
    ])
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({
        code: 'DISCONNECT_CHAINS_FAILED',
        cause: expect.objectContaining({ message: 'relay gone' }),
      }),
    )
    expect(p.$snackbar.get().open).toBe(false)
  })

  it('any other failure is "Failed to disconnect"', async () => {
    const p = testPortico(localChains(one, two))
    // An unexpected failure of the SDK's own (not of a wallet): the list of live wallet sessions cannot be read.
    vi.spyOn(p.walletSessions.byNamespace, 'keys').mockImplementation(() => {
      throw new Error('sessions broke')
    })
    const events: ConnectionEvent[] = []
    watchConnectionEvents(p, { onEvent: (e) => events.push(e) })
    await expect(disconnect(p)).rejects.toMatchObject({ code: 'DISCONNECT_FAILED', message: 'Failed to disconnect' })
    expect(events.map((e) => e.type)).toEqual(['disconnect_error'])
  })
})
