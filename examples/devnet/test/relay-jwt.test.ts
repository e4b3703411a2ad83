import { describe, expect, it } from 'vitest'
import { clientIdFromJwt, clientIdFromRequestUrl, RelayAuthError } from '../src/relay/jwt.js'

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
const jwt = (payload: unknown) => `${b64({ alg: 'EdDSA', typ: 'JWT' })}.${b64(payload)}.c2lnbmF0dXJl`
const CLIENT_ID = 'did:key:z6MkodHZwneVRShtaLf8JKYkxpDGp1vGZnpGmdBpX8M2exxH'

describe('relay client id from the auth JWT', () => {
  it('is the iss of the JWT payload, signature unchecked', () => {
    expect(clientIdFromJwt(jwt({ iss: CLIENT_ID, sub: 'x', aud: 'ws://127.0.0.1', iat: 1, exp: 2 }))).toBe(CLIENT_ID)
  })

  it('is read from the auth query parameter of the URL the client opened', () => {
    const url = `/?auth=${jwt({ iss: CLIENT_ID })}&projectId=portico-devnet&ua=wc-2%2Fjs-2.25.0&useOnCloseEvent=true`
    expect(clientIdFromRequestUrl(url)).toBe(CLIENT_ID)
  })

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['not three parts', 'abc.def'],
    ['payload not base64url JSON', 'aaa.!!!.ccc'],
    ['payload without iss', jwt({ sub: 'x' })],
    ['iss not a string', jwt({ iss: 42 })],
  ])('is refused with a RelayAuthError when the auth is %s', (_case, auth) => {
    expect(() => clientIdFromJwt(auth)).toThrow(RelayAuthError)
  })

  it('is refused when the URL has no auth parameter', () => {
    expect(() => clientIdFromRequestUrl('/?projectId=portico-devnet')).toThrow(RelayAuthError)
  })
})
