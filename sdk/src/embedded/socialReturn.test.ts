import { describe, expect, it } from 'vitest'
import { socialReturn } from './socialReturn'

const SECURE = 'http://localhost:8788'
const CALLBACK = `${SECURE}/social/callback`
const target = { origin: SECURE, state: 's1' }
const from = (data: unknown, origin = SECURE) => socialReturn({ data, origin }, target)

describe('socialReturn (a message from the social login window)', () => {
  it.each([
    ['a message that is not a login result', { type: 'something else' }],
    ['a text message', 'resultUri'],
    ['an empty message', null],
  ])('is still waiting after %s', (_name, data) => {
    expect(from(data)).toEqual({ kind: 'waiting' })
  })

  it('has returned once the secure site posts this login’s address with its state and a code', () => {
    expect(from({ resultUri: `${CALLBACK}?state=s1&code=c1` })).toEqual({
      kind: 'returned',
      uri: `${CALLBACK}?state=s1&code=c1`,
    })
  })

  it('has returned with a denial too (the frame tells the user it was denied)', () => {
    expect(from({ resultUri: `${CALLBACK}?state=s1&error=access_denied` })).toMatchObject({ kind: 'returned' })
  })

  it('accepts any state when the consent page had none', () => {
    const result = { data: { resultUri: `${CALLBACK}?state=other&code=c1` }, origin: SECURE }
    expect(socialReturn(result, { origin: SECURE, state: undefined })).toMatchObject({ kind: 'returned' })
  })

  it("refuses another login's result, and one with neither code nor error", () => {
    expect(from({ resultUri: `${CALLBACK}?state=s2&code=c1` })).toEqual({
      kind: 'invalid',
      reason: 'the login result is for another login',
    })
    expect(from({ resultUri: `${CALLBACK}?state=s1` })).toEqual({
      kind: 'invalid',
      reason: 'the login result has no code and no error',
    })
  })

  it('refuses a result posted from another origin, and one that is not a web address', () => {
    expect(from({ resultUri: `${CALLBACK}?state=s1&code=c1` }, 'http://evil.example')).toEqual({
      kind: 'invalid',
      reason: `the login result came from http://evil.example, not ${SECURE}`,
    })
    expect(from({ resultUri: 'javascript:alert(1)' })).toEqual({
      kind: 'invalid',
      reason: 'the login result is not a web address',
    })
  })
})
