import type { Portico } from '../portico/types'

/** Resolves after `ms` on the instance's clock (the platform's timers, so fake timers drive it). */
export function wait(p: Portico, ms: number): Promise<void> {
  return new Promise((resolve) => void p.platform.setTimeout(resolve, ms))
}
