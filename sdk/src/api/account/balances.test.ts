import { describe, expect, it } from 'vitest'
import type { ApiTokenBalance } from '../schemas/account'
import { dropZeroDecimalTokens } from './balances'

const token = (symbol: string, decimals: string): ApiTokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:1',
  price: 1,
  iconUrl: '',
  quantity: { decimals, numeric: '1' },
})

describe('dropZeroDecimalTokens', () => {
  it('drops tokens with zero decimals and keeps the others in order', () => {
    const kept = dropZeroDecimalTokens([token('ETH', '18'), token('JUNK', '0'), token('USDC', '6')])
    expect(kept.map((t) => t.symbol)).toEqual(['ETH', 'USDC'])
  })
})
