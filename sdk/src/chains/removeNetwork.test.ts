import { describe, expect, it } from 'vitest'
import { bsc } from '../networks/eip155'
import { testNetworks, testPortico } from '@portico-examples/test-support/portico/testPortico'
import { addNetwork } from './addNetwork'
import { removeNetwork } from './removeNetwork'

describe('removeNetwork and addNetwork', () => {
  it('removing the active network switches to the first remaining one', () => {
    const p = testPortico({ networks: [testNetworks.ethereum, testNetworks.sepolia, bsc] })
    removeNetwork(p, { network: testNetworks.ethereum })
    expect(p.$network.get().caipNetwork).toBe(testNetworks.sepolia)
    expect(p.$network.get().requestedCaipNetworks.map((n) => n.caipNetworkId)).toEqual(['eip155:11155111', 'eip155:56'])
  })

  it('removing another network keeps the active one', () => {
    const p = testPortico()
    removeNetwork(p, { network: testNetworks.sepolia })
    expect(p.$network.get().caipNetwork).toBe(testNetworks.ethereum)
  })

  it('with none left in the namespace, its connectors are filtered out and another namespace becomes active', () => {
    const p = testPortico({ networks: [testNetworks.ethereum, testNetworks.solana] })
    removeNetwork(p, { network: testNetworks.ethereum })
    expect(p.$chains.get().eip155).toMatchObject({ caipNetworks: [], connectorsHidden: true })
    expect(p.$activeNamespace.get()).toBe('solana')
    expect(p.$chains.get().solana!.connectorsHidden).toBe(false)
  })

  it('adding a network shows the namespace’s connectors again', () => {
    const p = testPortico({ networks: [testNetworks.ethereum, testNetworks.solana] })
    removeNetwork(p, { network: testNetworks.ethereum })
    addNetwork(p, { network: testNetworks.sepolia })
    expect(p.$chains.get().eip155).toMatchObject({ connectorsHidden: false })
    expect(p.$chains.get().eip155!.networkState.requestedCaipNetworks).toEqual([testNetworks.sepolia])
  })

  it('adding a network of a new namespace creates its chain state; adding twice does nothing', () => {
    const p = testPortico({ networks: [testNetworks.ethereum] })
    addNetwork(p, { network: testNetworks.solana })
    addNetwork(p, { network: testNetworks.solana })
    expect(p.$chains.get().solana!.caipNetworks).toEqual([testNetworks.solana])
    expect(p.$chains.get().solana!.accountState.preferredAccountType).toBe('eoa')
  })
})
