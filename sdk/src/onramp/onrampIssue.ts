import { ONRAMP_NAMESPACES } from '../constants'
import type { Portico } from '../portico/types'
import { isRestrictedTimeZone } from './isRestrictedTimeZone'

/** Why no on-ramp is offered: the feature is off, the user's time zone is restricted, or the network has none. */
export type OnrampIssue = 'feature-off' | 'restricted-region' | 'unsupported-network'

/** What `onrampIssue` returns. */
export type OnrampIssueReturnType = OnrampIssue | undefined

/**
 * Why buying crypto is not offered right now (undefined when it is): the on-ramp feature off, a restricted time
 * zone (the platform's; spec §9), or an active namespace without on-ramp (only eip155 and solana have one).
 *
 * @example
 * const issue = onrampIssue(portico) // undefined when buying is possible here
 */
export function onrampIssue(p: Portico): OnrampIssue | undefined {
  if (!p.$options.get().features.onramp) return 'feature-off'
  if (isRestrictedTimeZone(p.platform.facts().timeZone)) return 'restricted-region'
  const namespace = p.$network.get().caipNetwork?.chainNamespace
  if (!namespace || !ONRAMP_NAMESPACES.includes(namespace)) return 'unsupported-network'
  return undefined
}
