import { NAMESPACES, type Namespace } from '../constants'

/** True for one of the chain namespaces Portico supports (eip155, solana, polkadot, bip122, cosmos). */
export function isNamespace(value: unknown): value is Namespace {
  return typeof value === 'string' && (NAMESPACES as readonly string[]).includes(value)
}
