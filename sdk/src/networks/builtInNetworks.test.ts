import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { caipNetworkSchema } from './caipNetworkSchema'
import * as entry from './index'
import type { CaipNetwork } from './types'

const networks = Object.values(entry as Record<string, unknown>).filter(
  (value): value is CaipNetwork => typeof value === 'object' && value !== null && 'caipNetworkId' in value,
)

describe('built-in networks', () => {
  it.each([
    ['ethereum', 'eip155:1'],
    ['sepolia', 'eip155:11155111'],
    ['base', 'eip155:8453'],
    ['arbitrum', 'eip155:42161'],
    ['optimism', 'eip155:10'],
    ['polygon', 'eip155:137'],
    ['bsc', 'eip155:56'],
    ['bscTestnet', 'eip155:97'],
    ['zksync', 'eip155:324'],
    ['gnosis', 'eip155:100'],
    ['avalanche', 'eip155:43114'],
    ['devnet', 'eip155:31337'],
    ['devnetTwo', 'eip155:31338'],
    ['solanaMainnet', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    ['solanaDevnet', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'],
    ['solanaTestnet', 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'],
    ['bitcoin', 'bip122:000000000019d6689c085ae165831e93'],
    ['polkadotMainnet', 'polkadot:91b171bb158e2d3848fa23a9f1c25182'],
    ['cosmosHub', 'cosmos:cosmoshub-4'],
    ['bitcoinTestnet', 'bip122:000000000933ea01ad0ee984209779ba'],
    ['bitcoinSignet', 'bip122:00000008819873e925422c1ff0f99f7c'],
    ['kusama', 'polkadot:b0a8d493285c2df73290dfb7e61f870f'],
    ['osmosis', 'cosmos:osmosis-1'],
  ])('%s is %s', (name, caipNetworkId) => {
    expect((entry as Record<string, unknown>)[name]).toMatchObject({ caipNetworkId })
  })

  it('are exactly those 23, with unique ids', () => {
    expect(networks).toHaveLength(23)
    expect(new Set(networks.map((network) => network.caipNetworkId)).size).toBe(23)
  })

  it('all pass the network schema', () => {
    for (const network of networks) expect(v.safeParse(caipNetworkSchema, network).issues).toBeUndefined()
  })

  it('use numeric ids on eip155, as viem expects', () => {
    expect(entry.ethereum.id).toBe(1)
    expect(entry.devnet.id).toBe(31337)
  })

  it('point the devnet chains at the local anvil ports', () => {
    expect(entry.devnet).toMatchObject({
      name: 'Portico Devnet',
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    })
    expect(entry.devnetTwo).toMatchObject({
      name: 'Portico Devnet 2',
      rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
    })
  })

  it('flag test networks as testnets and leave mainnets unflagged', () => {
    const mainnets: CaipNetwork[] = [entry.ethereum, entry.arbitrum, entry.optimism, entry.base, entry.solanaMainnet]
    for (const network of mainnets) expect(network.testnet).toBeUndefined()
    expect(entry.sepolia.testnet).toBe(true)
    expect(entry.solanaDevnet.testnet).toBe(true)
  })

  it('cannot be changed by one app to the harm of another', () => {
    expect(Object.isFrozen(entry.ethereum)).toBe(true)
    expect(() => {
      ;(entry.ethereum.rpcUrls.default.http as readonly string[] as string[]).push('https://attacker.test')
    }).toThrow(TypeError)
    expect(() => {
      ;(entry.ethereum.nativeCurrency as { decimals: number }).decimals = 6
    }).toThrow(TypeError)
    expect(entry.ethereum.rpcUrls.default.http).toHaveLength(1)
  })
})
