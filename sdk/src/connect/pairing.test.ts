import { describe, expect, it } from 'vitest'
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS } from '../constants'
import { isPairingExpired, pairingExpiry, shouldReusePairing } from './pairing'
import type { PairingState } from './types'

const NOW = 1_700_000_000_000

describe('pairing link', () => {
  it('lives 4 minutes', () => {
    expect(PAIRING_LIFETIME_MS).toBe(240_000)
    expect(pairingExpiry(NOW)).toBe(NOW + 240_000)
  })

  it('counts as expired within 10 s of its expiry', () => {
    expect(PAIRING_EXPIRY_MARGIN_MS).toBe(10_000)
    const expiry = NOW + 60_000
    expect(isPairingExpired(expiry, expiry - 10_001)).toBe(false)
    expect(isPairingExpired(expiry, expiry - 10_000)).toBe(true)
    expect(isPairingExpired(expiry, expiry + 1)).toBe(true)
    expect(isPairingExpired(undefined, NOW)).toBe(true)
  })

  describe('shouldReusePairing', () => {
    const pending: PairingState = { status: 'connecting', uri: 'wc:abc@2', expiry: pairingExpiry(NOW) }
    const desktop = { isInAppBrowser: false, isAppleMobileBrowser: false }

    it('reuses a pending link in a messaging-app browser and in mobile Safari', () => {
      expect(shouldReusePairing(pending, { ...desktop, isInAppBrowser: true }, NOW)).toBe(true)
      expect(shouldReusePairing(pending, { ...desktop, isAppleMobileBrowser: true }, NOW)).toBe(true)
    })

    it('does not reuse elsewhere', () => {
      expect(shouldReusePairing(pending, desktop, NOW)).toBe(false)
    })

    it('stops reusing near expiry', () => {
      const facts = { ...desktop, isInAppBrowser: true }
      const nearExpiry = pending.expiry! - PAIRING_EXPIRY_MARGIN_MS
      expect(shouldReusePairing(pending, facts, nearExpiry - 1)).toBe(true)
      expect(shouldReusePairing(pending, facts, nearExpiry)).toBe(false)
    })

    it('needs a link that is not yet connected', () => {
      const facts = { ...desktop, isInAppBrowser: true }
      expect(shouldReusePairing({ status: 'disconnected' }, facts, NOW)).toBe(false)
      expect(shouldReusePairing({ ...pending, status: 'connected' }, facts, NOW)).toBe(false)
    })
  })
})
