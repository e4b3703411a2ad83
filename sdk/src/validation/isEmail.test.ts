import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { emailSchema, isEmail } from './isEmail'

describe('isEmail', () => {
  it.each(['dev@portico.test', 'first.last+tag@mail.example.org'])('accepts %s', (email) => {
    expect(isEmail(email)).toBe(true)
  })

  it.each(['', 'dev', 'dev@', '@portico.test', 'dev@portico', 'dev portico@mail.test', 'dev@@portico.test', 7])(
    'rejects %j',
    (value) => {
      expect(isEmail(value)).toBe(false)
    },
  )

  it('exports the schema for boundaries to reuse', () => {
    expect(v.safeParse(emailSchema, 'dev@portico.test').success).toBe(true)
    expect(v.safeParse(emailSchema, 'nope').success).toBe(false)
  })
})
