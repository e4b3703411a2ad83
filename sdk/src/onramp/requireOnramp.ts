import type { Portico } from '../portico/types'
import { onrampProviders, type OnrampProvider } from './onrampProviders'
import { onrampError } from './messages'
import { transactionError } from '../errors/transactionMessages'

/**
 * The provider to buy with: the one named, else the first offered. No on-ramp offered (feature off, restricted
 * time zone, or a namespace without on-ramp) is 'Action not allowed'; a provider that does not serve the active
 * namespace is 'Unsupported chain'.
 */
export function requireOnramp(p: Portico, name?: OnrampProvider['name']): OnrampProvider {
  const offered = onrampProviders(p)
  if (offered.length === 0) throw onrampError('ACTION_NOT_ALLOWED')
  const provider = name === undefined ? offered[0] : offered.find((candidate) => candidate.name === name)
  if (!provider) throw transactionError('UNSUPPORTED_CHAIN')
  return provider
}
