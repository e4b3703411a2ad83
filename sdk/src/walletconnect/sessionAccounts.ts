import { CAIP_ACCOUNT_ID } from '../caip/caipPatterns'
import * as v from 'valibot'
import { NAMESPACES, type Namespace } from '../constants'
import type { ConnectedAccounts } from '../connectors/types'
import { requestError } from '../errors/requestMessages'

const sessionNamespacesSchema = v.record(
  v.string(),
  v.looseObject({ accounts: v.array(v.pipe(v.string(), v.regex(CAIP_ACCOUNT_ID))) }),
)

/**
 * The accounts of an approved session, per namespace, checked at the boundary: each CAIP-10 account
 * (`namespace:reference:address`) of a namespace Portico knows. Per namespace the chain is the first of
 * `preferredChains(namespace)` the wallet shared an account on (else the first account's chain), and the
 * addresses are those on that chain, in the wallet's order.
 */
export function sessionAccounts(
  namespaces: unknown,
  preferredChains: (namespace: Namespace) => readonly string[] = () => [],
): Partial<Record<Namespace, ConnectedAccounts>> {
  const parsed = v.safeParse(sessionNamespacesSchema, namespaces)
  if (!parsed.success)
    throw requestError('INVALID_RESPONSE', {
      params: { field: `session.namespaces.${v.getDotPath(parsed.issues[0]) ?? ''}`, reason: parsed.issues[0].message },
    })
  const byNamespace = new Map<Namespace, { chainId: string; address: string }[]>()
  for (const { accounts } of Object.values(parsed.output)) {
    for (const account of accounts) {
      const [ns = '', chainId = ''] = account.split(':', 2)
      if (!(NAMESPACES as readonly string[]).includes(ns)) continue
      const address = account.slice(ns.length + chainId.length + 2)
      const list = byNamespace.get(ns as Namespace) ?? []
      byNamespace.set(ns as Namespace, [...list, { chainId, address }])
    }
  }
  const result: Partial<Record<Namespace, ConnectedAccounts>> = {}
  for (const [ns, accounts] of byNamespace) {
    const chainId = preferredChains(ns).find((ref) => accounts.some((a) => a.chainId === ref)) ?? accounts[0]?.chainId
    if (!chainId) continue
    const addresses = [...new Set(accounts.filter((a) => a.chainId === chainId).map((a) => a.address))]
    result[ns] = { addresses, chainId }
  }
  return result
}
