import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS } from '../constants'
import { memoryPlatform } from '../platform/memoryPlatform'
import { testPortico } from '@portico-examples/test-support/portico/testPortico'
import { canReusePairing } from './canReusePairing'
import { resetPairing } from './resetPairing'
import { setPairingStatus } from './setPairingStatus'
import { setPairingUri } from './setPairingUri'

describe('pairing state', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(1_700_000_000_000)
  })
  afterEach(() => vi.useRealTimers())

  it('setting the link stamps its expiry from the clock', () => {
    const p = testPortico()
    setPairingUri(p, 'wc:abc@2')
    expect(p.$connection.get().pairing).toEqual({
      status: 'disconnected',
      uri: 'wc:abc@2',
      expiry: 1_700_000_000_000 + PAIRING_LIFETIME_MS,
    })
  })

  it('refuses anything but a wc: link, and keeps the one it had', () => {
    const p = testPortico()
    setPairingUri(p, 'wc:abc@2')
    for (const bad of ['javascript:alert(1)', 'https://evil.example', '', 'wc:'])
      expect(() => setPairingUri(p, bad), bad).toThrow('This link is not safe to open')
    expect(p.$connection.get().pairing.uri).toBe('wc:abc@2')
  })

  it('reset clears the link and its expiry', () => {
    const p = testPortico()
    setPairingUri(p, 'wc:abc@2')
    setPairingStatus(p, 'connecting')
    resetPairing(p)
    expect(p.$connection.get().pairing).toEqual({ status: 'disconnected' })
  })

  it('status goes disconnected, connecting, connected', () => {
    const p = testPortico()
    expect(p.$connection.get().pairing.status).toBe('disconnected')
    setPairingStatus(p, 'connecting')
    expect(p.$connection.get().pairing.status).toBe('connecting')
    setPairingStatus(p, 'connected')
    expect(p.$connection.get().pairing.status).toBe('connected')
  })

  it('in a messaging-app browser the pending link is reused until near expiry, by the fake clock', () => {
    const p = testPortico({}, memoryPlatform({ isInAppBrowser: true, isMobile: true }))
    setPairingUri(p, 'wc:abc@2')
    setPairingStatus(p, 'connecting')
    expect(canReusePairing(p)).toBe(true)
    vi.advanceTimersByTime(PAIRING_LIFETIME_MS - PAIRING_EXPIRY_MARGIN_MS - 1)
    expect(canReusePairing(p)).toBe(true)
    vi.advanceTimersByTime(1)
    expect(canReusePairing(p)).toBe(false)
  })

  it('on a desktop browser the link is not reused', () => {
    const p = testPortico()
    setPairingUri(p, 'wc:abc@2')
    expect(canReusePairing(p)).toBe(false)
  })
})
