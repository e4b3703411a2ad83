import type { PairingStatus } from './types'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

export function setPairingStatus(p: Portico, status: PairingStatus) {
  return runAction(p, (p) => {
    const state = p.$connection.get()
    p.$connection.set({ ...state, pairing: { ...state.pairing, status } })
  })
}
