import { describe, expect, it } from 'vitest'
import { updateChain } from '../chains/updateChain'
import { createPortico } from '../instance/createPortico'
import { devnet } from '../networks/devnet'
import { memoryPlatform } from '../platform/memoryPlatform'
import { updateAccountState } from '../chains/updateAccountState'
import { preferredAccountType } from './preferredAccountType'
import type { WritablePortico } from '../portico/types'

function withEnabledNetworks(enabled: number[]) {
  const p = createPortico({
    projectId: 'test-project',
    networks: [devnet],
    platform: memoryPlatform(),
  }) as WritablePortico
  updateChain(p, 'eip155', (chain) => ({
    ...chain,
    networkState: { ...chain.networkState, smartAccountEnabledNetworks: enabled },
  }))
  return p
}

describe('preferredAccountType', () => {
  it('asks for the default smart account on a chain the frame enables smart accounts on', () => {
    expect(preferredAccountType(withEnabledNetworks([31337, 31338]), 31337)).toBe('smartAccount')
  })

  it('asks for an eoa on a chain the frame does not list, or before it has listed any', () => {
    expect(preferredAccountType(withEnabledNetworks([31338]), 31337)).toBe('eoa')
    expect(preferredAccountType(withEnabledNetworks([]), '31337')).toBe('eoa')
  })

  it('keeps an eoa preference everywhere, and the preference itself when no chain is named', () => {
    const p = withEnabledNetworks([31337])
    updateAccountState(p, { preferredAccountType: 'eoa' }, 'eip155')
    expect(preferredAccountType(p, 31337)).toBe('eoa')
    expect(preferredAccountType(withEnabledNetworks([]))).toBe('smartAccount')
  })
})
