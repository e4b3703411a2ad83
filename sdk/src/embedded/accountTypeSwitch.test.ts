// The rule the kit's settings follow to offer the account-type switch: both accounts, an eip155 network, and the
// frame listing smart accounts as enabled on it. The state is what the frame's answers put there (the devnet's
// frame is exercised in embedded.devnet.test.ts).
import { describe, expect, it } from 'vitest'
import { updateAccountState } from '../chains/updateAccountState'
import { updateChain } from '../chains/updateChain'
import { createPortico } from '../instance/createPortico'
import type { WritablePortico } from '../portico/types'
import { devnet } from '../networks/devnet'
import { memoryPlatform } from '../platform/memoryPlatform'
import { accountTypeSwitch } from './accountTypeSwitch'
import { accountTypeSwitchStore } from './accountTypeSwitchStore'

const EOA = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SMART = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

/** Logged in with both accounts, the smart one in use; the frame lists `enabled` as its smart-account networks. */
function loggedIn(
  enabled: number[],
  accounts = [
    { address: EOA, type: 'eoa' as const },
    { address: SMART, type: 'smartAccount' as const },
  ],
) {
  const p = createPortico({
    projectId: 'test-project',
    networks: [devnet],
    platform: memoryPlatform(),
  }) as WritablePortico
  updateChain(p, 'eip155', (chain) => ({
    ...chain,
    networkState: { ...chain.networkState, smartAccountEnabledNetworks: enabled },
  }))
  updateAccountState(
    p,
    {
      address: SMART,
      preferredAccountType: 'smartAccount',
      user: { address: SMART, chainId: 31337, email: 'a@example.com', accounts },
    },
    'eip155',
  )
  return p
}

describe('accountTypeSwitch', () => {
  it('offers the other type where the frame enables smart accounts on the active network', () => {
    expect(accountTypeSwitch(loggedIn([31337]))).toEqual({ current: 'smartAccount', other: 'eoa' })
  })

  it('offers nothing on a network without smart accounts, or before the frame has listed any', () => {
    expect(accountTypeSwitch(loggedIn([31338]))).toBeUndefined()
    expect(accountTypeSwitch(loggedIn([]))).toBeUndefined()
  })

  it('offers nothing to a user with one account type only', () => {
    expect(accountTypeSwitch(loggedIn([31337], [{ address: EOA, type: 'eoa' }]))).toBeUndefined()
  })

  it('the store follows the frame: the offer goes when the network is no longer listed', () => {
    const p = loggedIn([31337])
    const offers: unknown[] = []
    const stop = accountTypeSwitchStore(p).subscribe((offer) => offers.push(offer))
    updateChain(p, 'eip155', (chain) => ({
      ...chain,
      networkState: { ...chain.networkState, smartAccountEnabledNetworks: [31338] },
    }))
    stop()
    expect(offers).toEqual([{ current: 'smartAccount', other: 'eoa' }, undefined])
  })
})
