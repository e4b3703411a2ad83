import { describe, expect, it } from 'vitest'
import { setCaipAddress } from '../chains/setCaipAddress'
import { devnet } from '../networks/devnet'
import { testPortico } from '../testing/testPortico'
import { watchAccountData } from './watchAccountData'

const ALICE = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const BOB = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc'

function withData() {
  const p = testPortico({ networks: [devnet] })
  setCaipAddress(p, `${devnet.caipNetworkId}:${ALICE}`, 'eip155')
  const quantity = { decimals: '18', numeric: '1' }
  const balance = { name: 'ETH', symbol: 'ETH', chainId: devnet.caipNetworkId, price: 1, iconUrl: '', quantity }
  p.$balances.set({ balances: [balance], status: 'success', lastFailure: 5 })
  p.$activity.set({ transactions: [], next: 'cursor', empty: true, status: 'success' })
  return p
}

describe('watchAccountData', () => {
  it("empties the balances and the activity when another account connects, so none of Alice's data shows for Bob", () => {
    const p = withData()
    const stop = watchAccountData(p)
    setCaipAddress(p, `${devnet.caipNetworkId}:${BOB}`, 'eip155')
    expect(p.$balances.get()).toEqual({ balances: [], status: 'idle' })
    expect(p.$activity.get()).toEqual({ transactions: [], empty: false, status: 'idle' })
    stop()
  })

  it('keeps them while the account and network stay the same', () => {
    const p = withData()
    const stop = watchAccountData(p)
    p.$modal.set({ ...p.$modal.get(), open: true })
    setCaipAddress(p, `${devnet.caipNetworkId}:${ALICE}`, 'eip155')
    expect(p.$balances.get().balances).toHaveLength(1)
    expect(p.$activity.get().next).toBe('cursor')
    stop()
  })
})
