import { describe, expect, it } from 'vitest'
import { isNamespace } from './isNamespace'

describe('isNamespace', () => {
  it.each(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'])('accepts the supported namespace %s', (ns) => {
    expect(isNamespace(ns)).toBe(true)
  })

  it.each(['EIP155', 'sui', 'ton', '', 'eip155 ', undefined, 1])('rejects %j', (value) => {
    expect(isNamespace(value)).toBe(false)
  })
})
