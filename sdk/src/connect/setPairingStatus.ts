import { defineAction } from '../telemetry/defineAction'
import type { PairingStatus } from './types'

export const setPairingStatus = /* @__PURE__ */ defineAction((p, status: PairingStatus) => {
  const state = p.$connection.get()
  p.$connection.set({ ...state, pairing: { ...state.pairing, status } })
})
