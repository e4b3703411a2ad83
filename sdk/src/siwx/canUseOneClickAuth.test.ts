import { describe, expect, it } from 'vitest'
import { ethereum, sepolia } from '../networks/eip155'
import { solanaMainnet } from '../networks/solana'
import { canUseOneClickAuth } from './canUseOneClickAuth'
import { defaultSiwx } from './defaultSiwx'

describe('canUseOneClickAuth (spec §5)', () => {
  const siwx = defaultSiwx()

  it('allows one-click sign-in with a sign-in configuration and only eip155 networks', () => {
    expect(canUseOneClickAuth({ siwx, networks: [ethereum, sepolia] })).toBe(true)
  })

  it('refuses it without a sign-in configuration', () => {
    expect(canUseOneClickAuth({ siwx: undefined, networks: [ethereum] })).toBe(false)
  })

  it('refuses it when any network is not eip155, or there is none', () => {
    expect(canUseOneClickAuth({ siwx, networks: [ethereum, solanaMainnet] })).toBe(false)
    expect(canUseOneClickAuth({ siwx, networks: [] })).toBe(false)
  })
})
