import { describe, expect, it } from 'vitest'
import { external } from './external'

describe('external', () => {
  const provider = { request: async () => null }

  it('makes an EXTERNAL connector (eip155 by default) from the integrator’s object', () => {
    expect(external({ id: 'mine', name: 'Mine', provider })).toEqual({
      id: 'mine',
      name: 'Mine',
      type: 'EXTERNAL',
      chain: 'eip155',
      provider,
    })
    expect(external({ id: 'sol', name: 'Sol', chain: 'solana', getProvider: async () => provider }).chain).toBe(
      'solana',
    )
  })

  it('refuses a connector without id, name, or a way to reach the wallet, naming the field', () => {
    expect(() => external({ id: '', name: 'Mine', provider })).toThrow('Invalid option connector.id: must not be empty')
    expect(() => external({ id: 'mine', name: 'Mine' })).toThrow(
      'Invalid option connector: needs a provider or getProvider',
    )
    expect(() => external({ id: 'mine', name: 'Mine', provider: {} as never })).toThrow(
      /^Invalid option connector\.provider/,
    )
  })
})
