import { defineAction } from '../telemetry/defineAction'

/** Forgets the pairing link and its expiry. */
export const resetPairing = /* @__PURE__ */ defineAction((p) => {
  p.$connection.set({ ...p.$connection.get(), pairing: { status: 'disconnected' } })
})
