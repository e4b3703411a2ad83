import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS } from '../constants'
import type { PlatformFacts } from '../platform/types'
import type { PairingState } from './types'

/** When a pairing link made at `now` expires. */
export function pairingExpiry(now: number): number {
  return now + PAIRING_LIFETIME_MS
}

/** A link counts as expired from PAIRING_EXPIRY_MARGIN_MS before its expiry. */
export function isPairingExpired(expiry: number | undefined, now: number): boolean {
  return expiry === undefined || expiry - now <= PAIRING_EXPIRY_MARGIN_MS
}

/**
 * A pending pairing link is reused, instead of making a new one, in a messaging app's browser or in Safari on
 * iOS (where opening a new link is slow or blocked), until it is near expiry.
 */
export function shouldReusePairing(
  pairing: PairingState,
  facts: Pick<PlatformFacts, 'isInAppBrowser' | 'isAppleMobileBrowser'>,
  now: number,
): boolean {
  if (!pairing.uri || pairing.status === 'connected') return false
  if (!facts.isInAppBrowser && !facts.isAppleMobileBrowser) return false
  return !isPairingExpired(pairing.expiry, now)
}
