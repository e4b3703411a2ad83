import type { Namespace } from '../constants'
import { PorticoError } from '../errors'
import type { Portico, WritablePortico } from '../portico/types'
import type { ChainState } from './types'

/** The chain state of a namespace; throws 'Chain adapter not found' when the app has none for it. */
export function getChain(p: Portico, namespace: Namespace): ChainState {
  const chain = p.$chains.get()[namespace]
  if (!chain) throw new PorticoError('CHAIN_ADAPTER_NOT_FOUND', { params: { namespace } })
  return chain
}

/** Replaces one namespace's chain state with `change(current)`. */
export function updateChain(p: WritablePortico, namespace: Namespace, change: (chain: ChainState) => ChainState): void {
  const next = change(getChain(p, namespace))
  p.$chains.set({ ...p.$chains.get(), [namespace]: next })
}
