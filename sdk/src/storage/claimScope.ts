import type { PlatformStorage } from '../platform/types'

/** The scopes held on each storage by the instances created on it so far (`undefined`: the unscoped keys). */
const held = new WeakMap<PlatformStorage, Set<string | undefined>>()

/**
 * The storage scope an instance gets on `storage`: the one it asks for; without one, the unscoped keys when no
 * instance on this storage holds them yet, else `instance-2`, `instance-3`… (the first one free). So a second
 * instance on a page never reconnects from or clears the first one's wallet, and a page that creates its instances
 * in the same order finds each one's wallet again after a reload.
 *
 * @example claimScope(localStorage, undefined) // undefined, then 'instance-2' for the next instance
 */
export function claimScope(storage: PlatformStorage, asked: string | undefined): string | undefined {
  let scopes = held.get(storage)
  if (!scopes) {
    scopes = new Set()
    held.set(storage, scopes)
  }
  let scope = asked
  for (let n = 2; scope === undefined && scopes.has(undefined); n += 1)
    if (!scopes.has(`instance-${n}`)) scope = `instance-${n}`
  scopes.add(scope)
  return scope
}
