import { defineAction } from '../telemetry/defineAction'
import { pairingExpiry } from './pairing'

/** Stores a new pairing link, stamped with its expiry. */
export const setPairingUri = /* @__PURE__ */ defineAction((p, uri: string) => {
  const state = p.$connection.get()
  p.$connection.set({ ...state, pairing: { ...state.pairing, uri, expiry: pairingExpiry(p.platform.now()) } })
})
