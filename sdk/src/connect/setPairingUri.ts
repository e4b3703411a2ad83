import { checkUrl } from '../url/checkUrl'
import { pairingExpiry } from './pairing'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/**
 * Stores a new pairing link (`wc:…`), stamped with its expiry. Throws `UNSAFE_URL` for anything else: the link is
 * shown as a QR code and opened in wallets.
 *
 * @example setPairingUri(portico, 'wc:7f6e…@2?relay-protocol=irn&symKey=…')
 */
export function setPairingUri(p: Portico, uri: string) {
  return runAction(p, (p) => {
    const checked = checkUrl(uri, 'pairing')
    const state = p.$connection.get()
    p.$connection.set({
      ...state,
      pairing: { ...state.pairing, uri: checked, expiry: pairingExpiry(p.platform.now()) },
    })
  })
}
