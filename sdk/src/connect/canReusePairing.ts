import type { Portico } from '../portico/types'
import { shouldReusePairing } from './pairing'

/** What `canReusePairing` returns. */
export type CanReusePairingReturnType = boolean

/**
 * Whether this instance's pending pairing link should be reused rather than replaced (see `shouldReusePairing`).
 *
 * @example
 * if (canReusePairing(portico)) console.log(portico.$connection.get().pairing.uri)
 */
export function canReusePairing(p: Portico): boolean {
  return shouldReusePairing(p.$connection.get().pairing, p.platform.facts(), p.platform.now())
}
