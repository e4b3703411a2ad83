import { describe, expect, it } from 'vitest'
import { isProposalRefused } from './isProposalRefused'
import { parseChainReference, parseSessionEvent } from './parseSessionEvent'

const event = (name: string, data: unknown, chainId = 'eip155:31337') => ({
  params: { chainId, event: { name, data } },
})

describe('parseSessionEvent', () => {
  it('reads accountsChanged, plain or CAIP-10 addresses', () => {
    expect(parseSessionEvent(event('accountsChanged', ['0xabc']))).toEqual({
      type: 'accountsChanged',
      namespace: 'eip155',
      addresses: ['0xabc'],
    })
    expect(parseSessionEvent(event('accountsChanged', ['eip155:31337:0xabc']))).toMatchObject({ addresses: ['0xabc'] })
  })

  it('reads chainChanged as a chain reference, whatever the wallet sends', () => {
    for (const data of [31338, '31338', '0x7a6a', 'eip155:31338'])
      expect(parseSessionEvent(event('chainChanged', data))).toEqual({
        type: 'chainChanged',
        namespace: 'eip155',
        reference: '31338',
      })
    expect(parseSessionEvent(event('chainChanged', 'cosmoshub-4', 'cosmos:cosmoshub-4'))?.namespace).toBe('cosmos')
  })

  it('ignores other events and malformed ones', () => {
    expect(parseSessionEvent(event('message', 'hi'))).toBeUndefined()
    expect(parseSessionEvent(event('accountsChanged', 'not a list'))).toBeUndefined()
    expect(parseSessionEvent(event('chainChanged', { id: 1 }))).toBeUndefined()
    expect(parseSessionEvent(event('accountsChanged', [], 'sui:mainnet'))).toBeUndefined()
    expect(parseSessionEvent({ params: {} })).toBeUndefined()
    expect(parseChainReference('eip155', -1)).toBeUndefined()
  })
})

describe('isProposalRefused', () => {
  it('recognises a refused or expired proposal, and nothing else', () => {
    expect(isProposalRefused({ code: 5000, message: 'User rejected.' })).toBe(true)
    expect(isProposalRefused({ code: 4001 })).toBe(true)
    expect(isProposalRefused(new Error('Proposal expired'))).toBe(true)
    expect(isProposalRefused(new Error('socket hang up'))).toBe(false)
    expect(isProposalRefused(undefined)).toBe(false)
  })
})
