import { getServices } from '../api/instance/getServices'
import { isNetworkSupported } from '../api/blockchain/isNetworkSupported'
import { BALANCE_NAMESPACES, NATIVE_BALANCE_CACHE_MS } from '../constants'
import { PorticoError } from '../errors'
import { unitsToDecimal } from '../format/unitsToDecimal'
import type { Portico } from '../portico/types'
import { readCache, writeCache } from '../storage/cache'
import { checkParam, filledTextParam, objectParam } from '../validation/checkParam'
import type { ServiceErrorType } from '../api/http/serviceErrorType'
import { nativeBalanceCacheKey } from './cacheKeys'
import type { NativeBalance } from './fetchNativeBalance'
import { readNativeUnits } from './readNativeUnits'
import { runAction } from '../telemetry/runAction'

/** The parameters of `fetchConnectionBalance`. */
export interface FetchConnectionBalanceParams {
  /** A connection's `id` from `$connections`. */
  connectionId: string
}

/** What `fetchConnectionBalance` returns: the balance, or undefined where the namespace or service has none. */
export type FetchConnectionBalanceReturnType = NativeBalance | undefined

/** The codes `fetchConnectionBalance` throws: a bad or unknown id, or the blockchain service's failures. */
export type FetchConnectionBalanceErrorType = ServiceErrorType | 'ACTION_FAILED' | 'INVALID_PARAMETER'

/**
 * The native balance of any connection's account on that connection's chain (eip155 and solana), for a list of
 * wallets: unlike `fetchNativeBalance` it changes no account state. An answer younger than NATIVE_BALANCE_CACHE_MS
 * is reused; undefined off those namespaces, on a chain the app does not list, or one the service does not serve.
 *
 * @example
 * for (const c of portico.$connections.get()) console.log(c.id, await fetchConnectionBalance(portico, { connectionId: c.id }))
 */
export function fetchConnectionBalance(
  p: Portico,
  params: FetchConnectionBalanceParams,
): Promise<NativeBalance | undefined> {
  return runAction(p, async (p) => {
    const { connectionId } = checkParam('params', objectParam({ connectionId: filledTextParam() }), params)
    const connection = p.$connections.get().find((c) => c.id === connectionId)
    if (!connection)
      throw new PorticoError('INVALID_PARAMETER', {
        params: { name: 'params.connectionId', reason: `no connection ${connectionId}` },
      })
    const { namespace, chainId, address } = connection
    const network = p.$chains.get()[namespace]?.caipNetworks.find((n) => String(n.id) === chainId)
    if (!network || !BALANCE_NAMESPACES.includes(namespace)) return undefined
    const key = nativeBalanceCacheKey(network.caipNetworkId, address)
    const now = p.platform.now()
    const cached = readCache(p.storage, key, NATIVE_BALANCE_CACHE_MS, now)
    if (cached) return cached
    const { blockchain } = await getServices(p)
    if (!(await isNetworkSupported(blockchain, network.caipNetworkId))) return undefined
    const units = await readNativeUnits(blockchain, network, address)
    const balance = {
      balance: unitsToDecimal(units, network.nativeCurrency.decimals),
      symbol: network.nativeCurrency.symbol,
    }
    writeCache(p.storage, key, balance, now)
    return balance
  })
}
