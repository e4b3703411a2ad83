import { describe, expect, it } from 'vitest'
import { frameUrl } from './frameUrl'

describe('frameUrl (spec §7: projectId, chainId, version, enableLogger)', () => {
  it("is the service's /sdk page with the app's parameters and origin", () => {
    const url = new URL(
      frameUrl({
        baseUrl: 'http://localhost:8788/',
        projectId: 'p1',
        chainId: 31337,
        enableLogger: true,
        parentOrigin: 'http://127.0.0.1:5173',
      }),
    )
    expect(url.origin + url.pathname).toBe('http://localhost:8788/sdk')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: 'p1',
      chainId: '31337',
      version: '4',
      enableLogger: 'true',
      parentOrigin: 'http://127.0.0.1:5173',
    })
  })

  it('leaves parentOrigin out when there is no page origin', () => {
    const url = new URL(
      frameUrl({ baseUrl: 'https://frame.example/wallet', projectId: 'p1', chainId: 1, enableLogger: false }),
    )
    expect(url.pathname).toBe('/wallet/sdk')
    expect(url.searchParams.has('parentOrigin')).toBe(false)
  })
})
