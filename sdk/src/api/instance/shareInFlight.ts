import type { Portico } from '../../portico/types'

/**
 * Runs `run` once for every caller that asks for the same `key` while it is running: they share its promise (its
 * answer or its failure), and the next call after it settles runs anew. Many components mounting at once thus
 * make one request, not one each.
 *
 * @example
 * const answer = await shareInFlight(p, `balances ${network} ${address}`, () => blockchain.getBalance(address))
 */
export function shareInFlight<T>(p: Portico, key: string, run: () => Promise<T>): Promise<T> {
  p.services.inFlight ??= new Map()
  const inFlight = p.services.inFlight
  const running = inFlight.get(key)
  if (running) return running as Promise<T>
  const started = run().finally(() => inFlight.delete(key))
  inFlight.set(key, started)
  return started
}
