import { BALANCE_RETRY_GAP_MS } from '../constants'
import type { Portico } from '../portico/types'
import { gapSecondsLeft } from '../platform/gapSecondsLeft'
import { balancesStore } from './balancesStore'

/** What `balancesRetryWait` returns. */
export type BalancesRetryWaitReturnType = number

/**
 * The spec's balance failure rule (§4): balances are not asked again within BALANCE_RETRY_GAP_MS of a failed
 * fetch. The whole seconds still to wait before `fetchBalances` asks the service again (0 when it may ask now), so
 * a "Try again" can say when it works instead of doing nothing. A failure stamped after now (the clock moved back)
 * holds nothing.
 *
 * @example balancesRetryWait(portico) // 27, after a failure 3 s ago
 */
export function balancesRetryWait(p: Portico): number {
  return gapSecondsLeft(balancesStore(p).get().lastFailure, BALANCE_RETRY_GAP_MS, p.platform.now())
}
