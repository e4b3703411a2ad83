import { describe, expect, it } from 'vitest'
import { testNetworks, testPortico } from '@portico-examples/test-support/portico/testPortico'
import { setActiveNetwork } from '../chains/setActiveNetwork'
import { canCloseStore } from '../modal/canCloseStore'

describe('the entries’ stores', () => {
  it('are not made by createPortico: each is made on its first read, once per instance', () => {
    const p = testPortico()
    expect(p.entryStores.size).toBe(0)
    const send = p.$send
    expect(p.entryStores.size).toBe(1)
    expect(p.$send).toBe(send)
    expect(testPortico().$send).not.toBe(send)
  })

  it('hold their entry’s initial state, and the derived stores read them', () => {
    const p = testPortico()
    expect(p.$wallets.get().status.featured).toBe('idle')
    expect(p.$swap.get().sourceTokenAmount).toBe('')
    expect(canCloseStore(p)).toBe(canCloseStore(p))
    expect(canCloseStore(p).get()).toBe(true)
  })
})

describe('the send form', () => {
  it('follows the active namespace, whatever changes it', () => {
    const p = testPortico()
    p.$send.set({ status: 'idle', sendTokenAmount: '1' })
    setActiveNetwork(p, testNetworks.sepolia)
    expect(p.$send.get().sendTokenAmount).toBe('1')
    setActiveNetwork(p, testNetworks.solana)
    expect(p.$send.get()).toEqual({ status: 'idle' })
  })
})
