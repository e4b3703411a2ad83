import { CAIP_NETWORK_ID } from '../caip/caipPatterns'
import * as v from 'valibot'
import { NAMESPACES, type Namespace } from '../constants'

/**
 * A chain reference from a wallet's event data: a number, a decimal or (eip155) hex string, or a CAIP-2 id
 * (`eip155:137`). Undefined when it is none of these.
 */
export function parseChainReference(namespace: Namespace, value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? String(value) : undefined
  if (typeof value !== 'string' || value === '') return undefined
  if (value.startsWith(`${namespace}:`)) return parseChainReference(namespace, value.slice(namespace.length + 1))
  if (namespace === 'eip155' && /^0x[0-9a-f]+$/i.test(value)) return String(Number.parseInt(value, 16))
  return /^[-_a-zA-Z0-9]{1,32}$/.test(value) ? value : undefined
}

const sessionEventSchema = v.object({
  params: v.object({
    chainId: v.pipe(v.string(), v.regex(CAIP_NETWORK_ID)),
    event: v.object({ name: v.string(), data: v.unknown() }),
  }),
})

/** A session event Portico follows, checked at the boundary. */
export type SessionChange =
  | { type: 'accountsChanged'; namespace: Namespace; addresses: string[] }
  | { type: 'chainChanged'; namespace: Namespace; reference: string }

/**
 * A wallet's `session_event` as a change Portico follows: `accountsChanged` (plain or CAIP-10 addresses) or
 * `chainChanged`, in a namespace Portico knows. Undefined for anything else or anything malformed.
 */
export function parseSessionEvent(event: unknown): SessionChange | undefined {
  const parsed = v.safeParse(sessionEventSchema, event)
  if (!parsed.success) return undefined
  const { chainId, event: payload } = parsed.output.params
  const ns = chainId.split(':')[0] as Namespace
  if (!NAMESPACES.includes(ns)) return undefined
  if (payload.name === 'accountsChanged') {
    const list = v.safeParse(v.array(v.pipe(v.string(), v.nonEmpty())), payload.data)
    if (!list.success) return undefined
    // A CAIP-10 account (`eip155:1:0x…`) keeps only its address.
    const addresses = list.output.map((a) => (a.startsWith(`${ns}:`) ? a.split(':').slice(2).join(':') : a))
    return { type: 'accountsChanged', namespace: ns, addresses }
  }
  if (payload.name === 'chainChanged') {
    const reference = parseChainReference(ns, payload.data)
    return reference ? { type: 'chainChanged', namespace: ns, reference } : undefined
  }
  return undefined
}
