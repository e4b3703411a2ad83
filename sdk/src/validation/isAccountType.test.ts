import { describe, expect, it } from 'vitest'
import { isAccountType } from './isAccountType'

describe('isAccountType', () => {
  it('accepts eoa and smartAccount', () => {
    expect(isAccountType('eoa')).toBe(true)
    expect(isAccountType('smartAccount')).toBe(true)
  })

  it.each(['payment', 'smart-account', 'EOA', '', 0])('rejects %j', (value) => {
    expect(isAccountType(value)).toBe(false)
  })
})
