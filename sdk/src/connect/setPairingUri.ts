import { checkUrl } from '../url/checkUrl'
import { defineAction } from '../telemetry/defineAction'
import { pairingExpiry } from './pairing'

/**
 * Stores a new pairing link (`wc:…`), stamped with its expiry. Throws `UNSAFE_URL` for anything else: the link is
 * shown as a QR code and opened in wallets.
 *
 * @example setPairingUri(portico, 'wc:7f6e…@2?relay-protocol=irn&symKey=…')
 */
export const setPairingUri = /* @__PURE__ */ defineAction((p, uri: string) => {
  const checked = checkUrl(uri, 'pairing')
  const state = p.$connection.get()
  p.$connection.set({ ...state, pairing: { ...state.pairing, uri: checked, expiry: pairingExpiry(p.platform.now()) } })
})
