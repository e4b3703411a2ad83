import { describe, expect, it } from 'vitest'
import { isAccountName } from '../validation/isAccountName'
import { accountNameIssue } from './accountNameIssue'

describe('accountNameIssue (spec §5)', () => {
  it('accepts at least 4 letters, digits and hyphens', () => {
    for (const name of ['alice', 'ab-1', 'A1B2', '----']) expect(accountNameIssue(name), name).toBeUndefined()
  })

  it('says a name of fewer than 4 characters is too short', () => {
    for (const name of ['', 'a', 'abc']) expect(accountNameIssue(name), name).toBe('tooShort')
  })

  it('says which names hold a character other than a letter, digit or hyphen, even when short', () => {
    for (const name of ['al ice', 'alice.id', 'ab_', 'émile', 'a!'])
      expect(accountNameIssue(name), name).toBe('invalidCharacters')
  })

  it('agrees with isAccountName', () => {
    for (const name of ['alice', 'abc', 'al ice', 'ab-1', ''])
      expect(accountNameIssue(name) === undefined).toBe(isAccountName(name))
  })
})
