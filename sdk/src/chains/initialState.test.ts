import { describe, expect, it } from 'vitest'
import { testNetworks, testPortico } from '@portico-examples/test-support/portico/testPortico'

describe('per-chain state', () => {
  it('has one entry per namespace of the configured networks, with every field of spec §3', () => {
    const p = testPortico()
    const chains = p.$chains.get()
    expect(Object.keys(chains)).toEqual(['eip155', 'solana'])
    const evm = chains.eip155!
    expect(evm.namespace).toBe('eip155')
    expect(evm.caipNetworks.map((n) => n.caipNetworkId)).toEqual(['eip155:1', 'eip155:11155111'])
    expect(Object.keys(evm.networkState).sort()).toEqual(
      [
        'approvedCaipNetworkIds',
        'caipNetwork',
        'requestedCaipNetworks',
        'smartAccountEnabledNetworks',
        'supportsAllNetworks',
      ].sort(),
    )
    expect(evm.networkState.caipNetwork).toBe(testNetworks.ethereum)
    expect(evm.accountState).toMatchObject({
      currentTab: 0,
      tokenBalance: [],
      smartAccountDeployed: false,
      addressLabels: {},
      allAccounts: [],
      status: 'disconnected',
      preferredAccountType: 'smartAccount',
    })
    expect(chains.solana!.accountState.preferredAccountType).toBe('eoa')
  })

  it('the active namespace is the default network’s, else the first network’s', () => {
    expect(testPortico().$activeNamespace.get()).toBe('eip155')
    const p = testPortico({ defaultNetwork: testNetworks.solana })
    expect(p.$activeNamespace.get()).toBe('solana')
    expect(p.$network.get().caipNetwork).toBe(testNetworks.solana)
  })

  it('$account is the active namespace’s account state', () => {
    const p = testPortico()
    expect(p.$account.get()).toBe(p.$chains.get().eip155!.accountState)
  })

  it('an empty list of networks is refused: an app needs at least one', () => {
    expect(() => testPortico({ networks: [] })).toThrow('Invalid option networks: must list at least one network')
  })
})
