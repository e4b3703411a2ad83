import { describe, expect, it } from 'vitest'
import { isAccountName } from './isAccountName'

describe('isAccountName', () => {
  it.each(['abcd', 'portico-dev', 'User42', '1234', 'a-b-'])('accepts %j', (name) => {
    expect(isAccountName(name)).toBe(true)
  })

  it.each([
    ['shorter than 4 characters', 'abc'],
    ['a dot', 'alice.eth'],
    ['a space', 'my name'],
    ['an underscore', 'my_name'],
    ['a non-ASCII letter', 'zoë-name'],
    ['empty', ''],
    ['not a string', 12345],
  ])('rejects a name with %s', (_case, name) => {
    expect(isAccountName(name)).toBe(false)
  })
})
