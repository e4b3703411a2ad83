import { describe, expect, it } from 'vitest'
import { orderConnectorTypes } from './orderConnectorTypes'

describe('orderConnectorTypes', () => {
  it('has the default order', () => {
    expect(orderConnectorTypes()).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
  })

  it('lets a configured order win, with the other types following in default order', () => {
    expect(orderConnectorTypes(['featured', 'injected'])).toEqual([
      'featured',
      'injected',
      'walletConnect',
      'recent',
      'custom',
      'external',
      'recommended',
    ])
  })

  it('drops unknown and duplicate entries', () => {
    expect(orderConnectorTypes(['recommended', 'ledger', 'recommended', 'recent'])).toEqual([
      'recommended',
      'recent',
      'walletConnect',
      'injected',
      'featured',
      'custom',
      'external',
    ])
  })
})
