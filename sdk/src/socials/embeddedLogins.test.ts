import { describe, expect, it } from 'vitest'
import { injected } from '../connectors/injected'
import { embeddedWallet } from '../embedded/embeddedWallet'
import { createPortico } from '../instance/createPortico'
import { devnet } from '../networks/devnet'
import { memoryPlatform } from '../platform/memoryPlatform'
import { embeddedLogins } from './embeddedLogins'

const portico = (options: Parameters<typeof createPortico>[0] extends infer O ? Partial<O> : never, facts = {}) =>
  createPortico({ projectId: 'test-project', networks: [devnet], platform: memoryPlatform(facts), ...options })

describe('embeddedLogins', () => {
  it('offers nothing without an embedded-wallet connector: there is no wallet to sign in to', () => {
    expect(embeddedLogins(portico({ connectors: [injected()] }))).toEqual({ email: false, socials: [] })
    expect(embeddedLogins(portico({}))).toEqual({ email: false, socials: [] })
  })

  it('offers the e-mail field and every configured social with the embedded wallet', () => {
    const p = portico({ connectors: [injected(), embeddedWallet()], features: { socials: ['github', 'google'] } })
    expect(embeddedLogins(p)).toEqual({ email: true, socials: ['github', 'google'] })
  })

  it('follows the features, and leaves out what a messaging app’s browser cannot complete', () => {
    const off = portico({ connectors: [embeddedWallet()], features: { email: false, socials: false } })
    expect(embeddedLogins(off)).toEqual({ email: false, socials: [] })
    const inApp = portico(
      { connectors: [embeddedWallet()], features: { socials: ['google', 'x', 'github'] } },
      { isInAppBrowser: true, isIos: true },
    )
    expect(embeddedLogins(inApp).socials).toEqual(['x', 'github'])
  })
})
