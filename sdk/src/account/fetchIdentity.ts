import type { Identity } from '../api/schemas/account'
import { IDENTITY_CACHE_MS, NAMES_NAMESPACES } from '../constants'
import { updateAccountState } from '../chains/updateAccountState'
import type { Portico } from '../portico/types'
import { onSupportedNetwork } from '../api/instance/onSupportedNetwork'
import { shareInFlight } from '../api/instance/shareInFlight'
import { readCache, writeCache } from '../storage/cache'
import { identityCacheKey } from './cacheKeys'
import type { ServiceErrorType } from '../api/http/serviceErrorType'
import { runAction } from '../telemetry/runAction'

const NO_IDENTITY: Identity = { name: null, avatar: null }

/** What `fetchIdentity` returns. */
export type FetchIdentityReturnType = Identity

/**
 * Loads the connected account's identity (registered name and avatar; eip155 only) into the account's
 * `profileName` and `profileImage`. An identity younger than IDENTITY_CACHE_MS is reused; calls at the same time
 * share one request.
 *
 * @example
 * const { name, avatar } = await fetchIdentity(portico)
 */
export function fetchIdentity(p: Portico): Promise<Identity> {
  return runAction(p, async (p) => {
    const { address } = p.$account.get()
    const network = p.$network.get().caipNetwork
    if (!address || !network || !NAMES_NAMESPACES.includes(network.chainNamespace)) return NO_IDENTITY
    const now = p.platform.now()
    const key = identityCacheKey(address)
    const cached = readCache(p.storage, key, IDENTITY_CACHE_MS, now)
    let identity: Identity | undefined = cached && { name: cached.name ?? null, avatar: cached.avatar ?? null }
    if (!identity) {
      const fetched = await shareInFlight(p, `identity ${address}`, () =>
        onSupportedNetwork(p, NO_IDENTITY, (blockchain) => blockchain.getIdentity(address, { sender: address })),
      )
      identity = fetched.value
      if (fetched.served) writeCache(p.storage, key, { name: identity.name, avatar: identity.avatar ?? undefined }, now)
    }
    updateAccountState(
      p,
      { profileName: identity.name, profileImage: identity.avatar ?? undefined },
      network.chainNamespace,
    )
    return identity
  })
}

/** The error codes `fetchIdentity` can throw. */
export type FetchIdentityErrorType =
  | ServiceErrorType
  | 'ACTION_FAILED'
  | 'CHAIN_ADAPTER_NOT_FOUND'
  | 'CHAIN_REQUIRED_FOR_ACCOUNT_DATA'
  | 'INVALID_PARAMETER'
