import { ONRAMP_PROVIDERS } from '../constants'
import type { Portico } from '../portico/types'
import { onrampIssue } from './onrampIssue'

/** An on-ramp provider the buy flow offers. */
export type OnrampProvider = (typeof ONRAMP_PROVIDERS)[number]
/** The name of an on-ramp provider. */
export type OnrampProviderName = OnrampProvider['name']

/** What `onrampProviders` returns. */
export type OnrampProvidersReturnType = OnrampProvider[]

/**
 * The on-ramp providers offered to the user (spec §9, fee range 1–2 % each): none when the on-ramp feature is off,
 * in a restricted time zone (the platform's), or on a namespace without on-ramp; else those serving the active
 * namespace.
 *
 * @example
 * for (const provider of onrampProviders(portico)) console.log(provider.label, provider.feeRange)
 */
export function onrampProviders(p: Portico): OnrampProvider[] {
  const namespace = p.$network.get().caipNetwork?.chainNamespace
  if (onrampIssue(p) || !namespace) return []
  return ONRAMP_PROVIDERS.filter((provider) => provider.namespaces.includes(namespace))
}
