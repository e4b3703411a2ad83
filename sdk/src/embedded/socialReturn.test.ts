import { describe, expect, it } from 'vitest'
import { socialReturn } from './socialReturn'

const APP = 'http://127.0.0.1:5173'
const target = { origin: APP, state: 's1' }

describe('socialReturn (where the social login window is)', () => {
  it.each([
    ['its first blank page', 'about:blank'],
    ['a page of the app without a login result', `${APP}/`],
    ['a page of the app with a code but no state', `${APP}/?code=c1`],
    ['another origin without a login result', 'http://localhost:8788/social/consent?provider=github&state=s1'],
    ['an address that is not a URL', 'not a url'],
  ])('is still waiting on %s', (_name, href) => {
    expect(socialReturn(href, target)).toEqual({ kind: 'waiting' })
  })

  it('has returned once back on the app origin with this login state and a code', () => {
    expect(socialReturn(`${APP}/?state=s1&code=c1`, target)).toEqual({
      kind: 'returned',
      uri: `${APP}/?state=s1&code=c1`,
    })
  })

  it('has returned with a denial too (the frame tells the user it was denied)', () => {
    expect(socialReturn(`${APP}/?state=s1&error=access_denied`, target)).toMatchObject({ kind: 'returned' })
  })

  it('accepts any state when the consent page had none', () => {
    expect(socialReturn(`${APP}/?state=other&code=c1`, { origin: APP, state: undefined })).toMatchObject({
      kind: 'returned',
    })
  })

  it("refuses another login's result", () => {
    expect(socialReturn(`${APP}/?state=s2&code=c1`, target)).toEqual({
      kind: 'invalid',
      reason: 'the login result is for another login',
    })
  })

  it('refuses a result that came back to another origin', () => {
    expect(socialReturn('http://evil.example/?state=s1&code=c1', target)).toEqual({
      kind: 'invalid',
      reason: `the login came back to http://evil.example, not ${APP}`,
    })
  })
})
