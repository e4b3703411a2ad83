import { describe, expect, it } from 'vitest'
import { trimSearch } from './trimSearch'

describe('trimSearch', () => {
  it('trims spaces, tabs and new lines at both ends and keeps inner spaces', () => {
    expect(trimSearch('  trust wallet \n\t')).toBe('trust wallet')
  })

  it('turns nothing into an empty string', () => {
    expect(trimSearch(undefined)).toBe('')
    expect(trimSearch(null)).toBe('')
    expect(trimSearch('   ')).toBe('')
  })
})
