import { describe, expect, it } from 'vitest'
import { testPortico } from '@portico-examples/test-support/portico/testPortico'
import { SOCIAL_POPUP_TARGET } from '../socials/openSocialPopup'
import { chooseSocial } from './chooseSocial'

describe('chooseSocial', () => {
  it('shows Farcaster its QR code view, opening no window', () => {
    const p = testPortico()
    chooseSocial(p, { provider: 'farcaster', name: 'Farcaster' })
    expect(p.$router.get().view).toBe('ConnectingFarcaster')
    expect(p.platform.openedWindows).toEqual([])
  })

  it('opens the sign-in window at once for any other provider and shows ConnectingSocial with it', () => {
    const p = testPortico()
    chooseSocial(p, { provider: 'github', name: 'GitHub' })
    expect(p.platform.openedWindows.map((window) => window.name)).toEqual([SOCIAL_POPUP_TARGET])
    const { view, data } = p.$router.get()
    expect(view).toBe('ConnectingSocial')
    expect(data).toMatchObject({ provider: 'GitHub', socialProvider: 'github' })
    expect(data?.popup).toBeTruthy()
  })

  it('hands ConnectingSocial no window when the browser blocked it, and names the provider by its id by default', () => {
    const p = testPortico()
    p.platform.setPopupsBlocked(true)
    chooseSocial(p, { provider: 'google' })
    expect(p.$router.get()).toMatchObject({
      view: 'ConnectingSocial',
      data: { provider: 'google', socialProvider: 'google', popup: null },
    })
  })

  it('refuses a provider it does not know, going nowhere', () => {
    const p = testPortico()
    expect(() => chooseSocial(p, { provider: 'myspace' as 'google' })).toThrow(
      expect.objectContaining({ code: 'INVALID_PARAMETER' }),
    )
    expect(p.$router.get().view).toBe('Connect')
    expect(p.platform.openedWindows).toEqual([])
  })
})
