import { describe, expect, it } from 'vitest'
import { NAMESPACES } from '../constants'
import { supportsFeature, type NamespaceFeature } from './supportsFeature'

// Spec §9 chain support.
const EXPECTED: Record<NamespaceFeature, string[]> = {
  balance: ['eip155', 'solana'],
  send: ['eip155', 'solana'],
  names: ['eip155'],
  activity: ['eip155'],
  onramp: ['eip155', 'solana'],
}

describe('supportsFeature', () => {
  it.each(Object.entries(EXPECTED))('%s is offered on %j only', (feature, namespaces) => {
    const supported = NAMESPACES.filter((ns) => supportsFeature(ns, feature as NamespaceFeature))
    expect(supported).toEqual(namespaces)
  })

  it('bip122, polkadot and cosmos (WalletConnect-only namespaces) have none of them', () => {
    for (const ns of ['bip122', 'polkadot', 'cosmos'] as const)
      for (const feature of Object.keys(EXPECTED) as NamespaceFeature[])
        expect(supportsFeature(ns, feature)).toBe(false)
  })
})
