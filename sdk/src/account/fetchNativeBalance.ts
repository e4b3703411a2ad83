import { BALANCE_NAMESPACES, NATIVE_BALANCE_CACHE_MS } from '../constants'
import { updateAccountState } from '../chains/updateAccountState'
import type { Portico } from '../portico/types'
import { onSupportedNetwork } from '../api/instance/onSupportedNetwork'
import { readCache, writeCache } from '../storage/cache'
import { withStatus } from '../mutation/status'
import { nativeBalanceCacheKey } from './cacheKeys'
import { readNativeUnits } from './readNativeUnits'
import { unitsToDecimal } from '../format/unitsToDecimal'
import type { ServiceErrorType } from '../api/http/serviceErrorType'
import { runAction } from '../telemetry/runAction'

/** The connected account's native balance, as the account button shows it. */
export interface NativeBalance {
  balance: string
  symbol: string
}

/** What `fetchNativeBalance` returns. */
export type FetchNativeBalanceReturnType = NativeBalance | undefined

/**
 * The connected account's native balance on the active network (eip155 and solana), without the token list:
 * what the account button shows. Sets the account's `balance` and `balanceSymbol`, and `balanceStatus` while it
 * reads (a UI shows a placeholder while it is `pending`); an answer younger than NATIVE_BALANCE_CACHE_MS is
 * reused. Undefined (nothing asked) without an account or off those namespaces, or when the service does not
 * support the network.
 *
 * @example
 * const balance = await fetchNativeBalance(portico) // what the account button shows
 */
export function fetchNativeBalance(p: Portico): Promise<NativeBalance | undefined> {
  return runAction(p, async (p) => {
    const { address } = p.$account.get()
    const network = p.$network.get().caipNetwork
    if (!address || !network || !BALANCE_NAMESPACES.includes(network.chainNamespace)) return undefined
    const namespace = network.chainNamespace
    const key = nativeBalanceCacheKey(network.caipNetworkId, address)
    const now = p.platform.now()
    const native = await withStatus(
      (balanceStatus) => updateAccountState(p, { balanceStatus }, namespace),
      async () => {
        const cached = readCache(p.storage, key, NATIVE_BALANCE_CACHE_MS, now)
        if (cached) return cached
        const fetched = await onSupportedNetwork<NativeBalance | undefined>(p, undefined, async (blockchain) => ({
          balance: unitsToDecimal(await readNativeUnits(blockchain, network, address), network.nativeCurrency.decimals),
          symbol: network.nativeCurrency.symbol,
        }))
        if (fetched.served && fetched.value) writeCache(p.storage, key, fetched.value, now)
        return fetched.served ? fetched.value : undefined
      },
    )
    if (native) updateAccountState(p, { balance: native.balance, balanceSymbol: native.symbol }, namespace)
    return native
  })
}

/** The error codes `fetchNativeBalance` can throw. */
export type FetchNativeBalanceErrorType =
  | ServiceErrorType
  | 'ACTION_FAILED'
  | 'CHAIN_ADAPTER_NOT_FOUND'
  | 'CHAIN_REQUIRED_FOR_ACCOUNT_DATA'
  | 'INVALID_PARAMETER'
