import type { PlatformStorage } from '../platform/types'

/** On each storage, the scopes instances hold (`undefined`: the unscoped keys), each with its holder's fingerprint. */
const held = new WeakMap<PlatformStorage, Map<string | undefined, string>>()

/**
 * The storage scope an instance gets on `storage`: the one it asks for; without one, the scope of an earlier
 * instance with the same configuration (`configuration`, see `scopeFingerprint`), else the unscoped keys when no
 * instance holds them yet, else `instance-2`, `instance-3`… (the first one free). So a second instance on a page
 * never reconnects from or clears the first one's wallet; the same instance created again (a hot reload of its
 * module, React's StrictMode running an initializer twice) finds its wallet; and a page that creates its instances
 * in the same order finds each one's wallet again after a reload.
 *
 * @example claimScope(localStorage, undefined, 'a') // undefined, then 'instance-2' for a configuration other than 'a'
 */
export function claimScope(
  storage: PlatformStorage,
  asked: string | undefined,
  configuration: string,
): string | undefined {
  const scopes = held.get(storage) ?? new Map<string | undefined, string>()
  held.set(storage, scopes)
  if (asked === undefined) for (const [scope, holder] of scopes) if (holder === configuration) return scope
  let scope = asked
  for (let n = 2; scope === undefined && scopes.has(undefined); n += 1)
    if (!scopes.has(`instance-${n}`)) scope = `instance-${n}`
  // A scope the app named is never handed to another instance ('' is no configuration's fingerprint).
  scopes.set(scope, asked === undefined ? configuration : '')
  return scope
}
