import { describe, expect, it } from 'vitest'
import { testNetworks, testPortico } from '@portico-examples/test-support/portico/testPortico'
import { switchNetwork } from '../chains/switchNetwork'
import { namespaceNetwork } from './namespaceNetwork'

describe('namespaceNetwork', () => {
  it("is each namespace's active network, whichever namespace is active", async () => {
    const p = testPortico()
    await switchNetwork(p, { network: testNetworks.sepolia })
    await switchNetwork(p, { network: testNetworks.solana })
    expect(namespaceNetwork(p, 'eip155')).toEqual(testNetworks.sepolia)
    expect(namespaceNetwork(p, 'solana')).toEqual(testNetworks.solana)
  })

  it('is the given network when it belongs to the namespace', () => {
    expect(namespaceNetwork(testPortico(), 'eip155', testNetworks.sepolia)).toEqual(testNetworks.sepolia)
  })

  it("a network of another namespace, or none, is 'Network not found'", () => {
    const p = testPortico({ networks: [testNetworks.ethereum] })
    expect(() => namespaceNetwork(p, 'eip155', testNetworks.solana)).toThrow(
      expect.objectContaining({ code: 'NETWORK_NOT_FOUND' }),
    )
    expect(() => namespaceNetwork(p, 'solana')).toThrow(expect.objectContaining({ code: 'NETWORK_NOT_FOUND' }))
  })
})
