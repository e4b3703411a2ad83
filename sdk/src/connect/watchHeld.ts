import * as v from 'valibot'
import type { Eip1193Provider } from '../connectors/types'
import type { WritablePortico } from '../portico/types'
import { reportError } from '../telemetry/reportError'
import { activeEntry } from './activeEntry'
import { persistConnections } from './persistConnections'
import { requestError } from '../errors/requestMessages'

const accountsSchema = v.array(v.string())

/**
 * Follows a connection that is not its namespace's current one: `accountsChanged` updates its accounts (the one in
 * use kept when still granted; none left removes the connection), `chainChanged` its chain, `disconnect` removes
 * it. Malformed events are reported and ignored. Returns the function that stops following.
 */
export function watchHeld(p: WritablePortico, id: string, provider: Eip1193Provider): () => void {
  const held = () => p.walletSessions.$held.get().find((h) => h.id === id)
  const update = (changes: { accounts?: { address: string }[]; address?: string; chainId?: string }) => {
    p.walletSessions.$held.set(p.walletSessions.$held.get().map((h) => (h.id === id ? { ...h, ...changes } : h)))
    persistConnections(p)
  }
  const remove = () => {
    held()?.unwatch?.()
    p.walletSessions.$held.set(p.walletSessions.$held.get().filter((h) => h.id !== id))
    persistConnections(p)
  }
  const malformed = (event: string, value: unknown) =>
    reportError(
      p,
      requestError('INVALID_RESPONSE', { params: { field: event, reason: JSON.stringify(value) ?? 'undefined' } }),
    )
  const onAccountsChanged = (value: unknown) => {
    const parsed = v.safeParse(accountsSchema, value)
    const current = held()
    if (!parsed.success) return malformed('accountsChanged', value)
    if (!current) return
    const adapter = p.$options.get().adapters.find((a) => a.namespace === current.namespace)
    const accounts = parsed.output.map((a) => ({ address: adapter?.formatAddress?.(a) ?? a }))
    const kept = accounts.find((a) => a.address === current.address)
    const address = kept?.address ?? activeEntry(p, current.namespace, accounts)?.address
    if (!address) return remove()
    update({ accounts, address })
  }
  const onChainChanged = (value: unknown) => {
    const current = held()
    const adapter = current && p.$options.get().adapters.find((a) => a.namespace === current.namespace)
    const chainId = adapter?.parseChainId ? adapter.parseChainId(value) : typeof value === 'string' ? value : undefined
    if (!chainId) return malformed('chainChanged', value)
    update({ chainId })
  }
  const listeners = { accountsChanged: onAccountsChanged, chainChanged: onChainChanged, disconnect: remove }
  for (const [event, listener] of Object.entries(listeners)) provider.on?.(event, listener)
  return () => {
    for (const [event, listener] of Object.entries(listeners)) provider.removeListener?.(event, listener)
  }
}
