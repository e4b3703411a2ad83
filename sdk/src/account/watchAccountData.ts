import type { Portico } from '../instance/types'
import { initialActivityState, initialBalancesState } from './initialState'

/**
 * Keeps `$balances` and `$activity` from showing another account's data: when the connected address or the
 * active network changes, both go back to their empty state (the retry gap included) until fetched again.
 * Returns the function that stops watching.
 */
export function watchAccountData(p: Portico): () => void {
  const keyOf = () => `${p.$network.get().caipNetwork?.caipNetworkId ?? ''}|${p.$account.get().address ?? ''}`
  let key = keyOf()
  const onChange = () => {
    const next = keyOf()
    if (next === key) return
    key = next
    p.$balances.set(initialBalancesState())
    p.$activity.set(initialActivityState())
  }
  const stops = [p.$account.listen(onChange), p.$network.listen(onChange)]
  return () => {
    for (const stop of stops) stop()
  }
}
