import { describe, expect, it } from 'vitest'
import { RPC_POLLING_MS } from '../constants'
import type { PorticoOptions } from '../instance/options'
import { devnet, devnetTwo } from '../networks/devnet'
import { solanaMainnet } from '../networks/solana'
import { testPortico } from '@portico-examples/test-support/portico/testPortico'
import { eip155 } from './eip155'
import { getPublicClient } from './getPublicClient'

// One local endpoint per network (nothing is contacted: no request is made, and one endpoint is not ranked).
const customRpcUrls: PorticoOptions['customRpcUrls'] = {
  'eip155:31337': [{ url: 'http://127.0.0.1:1' }],
  'eip155:31338': [{ url: 'http://127.0.0.1:1' }],
}

describe('getPublicClient', () => {
  it('makes one client per network, polling every RPC_POLLING_MS, for the active network by default', () => {
    const p = testPortico({ networks: [devnet, devnetTwo], adapters: [eip155()], customRpcUrls })
    const client = getPublicClient(p)
    expect(client.chain?.id).toBe(31337)
    expect(client.pollingInterval).toBe(RPC_POLLING_MS)
    expect(getPublicClient(p, { network: devnet })).toBe(client)
    expect(getPublicClient(p, { network: devnetTwo })).not.toBe(client)
  })

  it('needs the eip155 adapter and an eip155 network', () => {
    expect(() => getPublicClient(testPortico({ networks: [devnet] }))).toThrow('Chain adapter not found')
    expect(() =>
      getPublicClient(testPortico({ networks: [devnet], adapters: [eip155()], customRpcUrls }), {
        network: solanaMainnet,
      }),
    ).toThrow('Network not found')
  })
})
