import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'

/** Forgets the pairing link and its expiry. */
export function resetPairing(p: Portico) {
  return runAction(p, (p) => {
    p.$connection.set({ ...p.$connection.get(), pairing: { status: 'disconnected' } })
  })
}
