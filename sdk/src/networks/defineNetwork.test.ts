import { describe, expect, it } from 'vitest'
import { defineNetwork, type NetworkDefinition } from './defineNetwork'

const local: NetworkDefinition = {
  id: 1337,
  chainNamespace: 'eip155',
  name: 'Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9545'] } },
}

function invalidField(definition: NetworkDefinition): string | undefined {
  try {
    defineNetwork(definition)
  } catch (error) {
    return error instanceof Error ? error.message : undefined
  }
  return undefined
}

describe('defineNetwork', () => {
  it('derives the CAIP network id', () => {
    expect(defineNetwork(local).caipNetworkId).toBe('eip155:1337')
    expect(defineNetwork({ ...local, id: 'cosmoshub-4', chainNamespace: 'cosmos' }).caipNetworkId).toBe(
      'cosmos:cosmoshub-4',
    )
  })

  it('keeps the fields it was given, and extra ones', () => {
    const network = defineNetwork({ ...local, testnet: true, contracts: { multicall3: { address: '0xca11' } } })
    expect(network).toMatchObject({ ...local, testnet: true, contracts: { multicall3: { address: '0xca11' } } })
  })

  it('returns a frozen copy and leaves the caller’s objects alone', () => {
    const definition = structuredClone(local)
    const network = defineNetwork(definition)
    expect(Object.isFrozen(network.rpcUrls.default.http)).toBe(true)
    expect(Object.isFrozen(definition.rpcUrls.default.http)).toBe(false)
    expect(network.rpcUrls).not.toBe(definition.rpcUrls)
  })

  it.each([
    ['a string id on eip155', { ...local, id: '1337' }, /^Invalid option network: id must be a number/],
    ['a numeric id on solana', { ...local, chainNamespace: 'solana' as const }, /^Invalid option network: /],
    ['a zero id', { ...local, id: 0 }, /^Invalid option network\.id: /],
    [
      'an unknown namespace',
      { ...local, chainNamespace: 'sui' as 'eip155' },
      /^Invalid option network\.chainNamespace: /,
    ],
    [
      'no RPC URL',
      { ...local, rpcUrls: { default: { http: [] } } },
      /^Invalid option network\.rpcUrls\.default\.http: /,
    ],
    [
      'a non-http RPC URL',
      { ...local, rpcUrls: { default: { http: ['ftp://127.0.0.1'] } } },
      /^Invalid option network\.rpcUrls\.default\.http\.0: must be an https URL \(http only on loopback\)$/,
    ],
    ['an empty name', { ...local, name: '' }, /^Invalid option network\.name: /],
    [
      'fractional decimals',
      { ...local, nativeCurrency: { ...local.nativeCurrency, decimals: 1.5 } },
      /^Invalid option network\.nativeCurrency\.decimals: must be a whole number$/,
    ],
    [
      'decimals given as text',
      { ...local, nativeCurrency: { ...local.nativeCurrency, decimals: '18' } },
      /^Invalid option network\.nativeCurrency\.decimals: must be a whole number$/,
    ],
    [
      'negative decimals',
      { ...local, nativeCurrency: { ...local.nativeCurrency, decimals: -1 } },
      /^Invalid option network\.nativeCurrency\.decimals: must be at least 0$/,
    ],
    [
      'a reference with a colon',
      { ...local, id: 'a:b', chainNamespace: 'cosmos' as const },
      /^Invalid option network\.id: /,
    ],
  ])('refuses %s, naming the field', (_case, definition, message) => {
    expect(invalidField(definition as NetworkDefinition)).toMatch(message)
  })
})
