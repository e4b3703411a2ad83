import { describe, expect, it } from 'vitest'
import { mergeConnectors } from './mergeConnectors'
import type { Connector } from './types'

const connector = (id: string, chain: Connector['chain'], extra: Partial<Connector> = {}): Connector => ({
  id,
  name: id,
  type: 'ANNOUNCED',
  chain,
  ...extra,
})

describe('mergeConnectors', () => {
  it('merges one wallet’s connectors across namespaces (same rdns) into one MULTI_CHAIN connector', () => {
    const evm = connector('io.wallet', 'eip155', { name: 'Wallet', info: { rdns: 'io.wallet' }, imageUrl: 'icon' })
    const sol = connector('wallet-solana', 'solana', { name: 'Wallet (Solana)', info: { rdns: 'io.wallet' } })
    const other = connector('io.other', 'eip155')
    const merged = mergeConnectors([evm, other, sol])
    expect(merged).toHaveLength(2)
    expect(merged[0]).toMatchObject({ id: 'io.wallet', name: 'Wallet', type: 'MULTI_CHAIN', imageUrl: 'icon' })
    expect(merged[0]!.connectors).toEqual([evm, sol])
    expect(merged[0]).not.toHaveProperty('provider')
    expect(merged[1]).toBe(other)
  })

  it('merges by name (case-insensitive) when there is no rdns', () => {
    const merged = mergeConnectors([
      connector('a', 'eip155', { name: 'Phantom' }),
      connector('b', 'solana', { name: 'phantom' }),
    ])
    expect(merged.map((c) => c.type)).toEqual(['MULTI_CHAIN'])
  })

  it('leaves two wallets of one namespace that share a name apart', () => {
    const list = [connector('a', 'eip155', { name: 'Wallet' }), connector('b', 'eip155', { name: 'Wallet' })]
    expect(mergeConnectors(list)).toEqual(list)
  })
})
