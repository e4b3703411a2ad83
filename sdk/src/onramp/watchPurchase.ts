import { PURCHASE_POLL_MS } from '../constants'
import { unitsToDecimal } from '../format/unitsToDecimal'
import { parseDecimal, ZERO_DECIMAL } from '../format/decimal'
import type { Portico } from '../portico/types'
import { getServices } from '../api/instance/getServices'
import type { ServiceErrorType } from '../api/http/serviceErrorType'
import { runAction } from '../telemetry/runAction'
import { onrampStore } from './onrampStore'

const fractionDigits = (text: string) => (parseDecimal(text) ?? ZERO_DECIMAL).fraction.length

/** A non-negative decimal text in units of 10^-scale, exactly. */
function toScaled(text: string, scale: number): bigint {
  const decimal = parseDecimal(text) ?? ZERO_DECIMAL
  return BigInt(decimal.integer + decimal.fraction.padEnd(scale, '0').slice(0, scale))
}

/** What `watchPurchase` returns. */
export type WatchPurchaseReturnType = () => void

/**
 * Watches for the bought currency to arrive while the checkout is open in another tab: reads the account's balance
 * of `$onramp.purchaseCurrency` on the active network when it starts (`$onramp.purchase` is 'waiting' once it is
 * known), then every PURCHASE_POLL_MS (fresh from the service, not the balance cache); once it grows,
 * `$onramp.purchase` is 'arrived' with the amount received and the watch ends. A read that fails is tried again at the next tick. Returns the function that stops watching.
 *
 * @example
 * const stop = watchPurchase(portico) // in BuyInProgress; stop() when it closes
 */
export function watchPurchase(p: Portico): () => void {
  return runAction(p, (p) => {
    const { address } = p.$account.get()
    const network = p.$network.get().caipNetwork
    const currency = onrampStore(p).get().purchaseCurrency
    let stopped = false
    let timer: ReturnType<Portico['platform']['setTimeout']> | undefined
    if (!address || !network) return () => undefined
    onrampStore(p).set({ ...onrampStore(p).get(), purchase: undefined })

    const read = async (): Promise<string> => {
      const { blockchain } = await getServices(p)
      const balances = await blockchain.getBalance(address, { chainId: network.caipNetworkId })
      return balances.find((balance) => balance.symbol === currency)?.quantity.numeric ?? '0'
    }

    let before: string | undefined
    const tick = async () => {
      try {
        const now = await read()
        if (stopped) return
        if (before === undefined) {
          before = now
          onrampStore(p).set({ ...onrampStore(p).get(), purchase: { status: 'waiting' } })
        } else {
          const scale = Math.max(fractionDigits(now), fractionDigits(before))
          const received = toScaled(now, scale) - toScaled(before, scale)
          if (received > 0n) {
            onrampStore(p).set({
              ...onrampStore(p).get(),
              purchase: { status: 'arrived', amount: unitsToDecimal(received, scale), currency },
            })
            return
          }
        }
      } catch {
        // The service did not answer this time: the next tick asks again.
      }
      if (!stopped) timer = p.platform.setTimeout(() => void tick(), PURCHASE_POLL_MS)
    }
    void tick()
    return () => {
      stopped = true
      if (timer !== undefined) p.platform.clearTimeout(timer)
    }
  })
}

/** The error codes `watchPurchase` can throw. */
export type WatchPurchaseErrorType = ServiceErrorType | 'ACTION_FAILED' | 'INVALID_PARAMETER'
