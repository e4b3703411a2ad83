import type { ApiTokenBalance } from '../api/schemas/account'
import { dropZeroDecimalTokens } from '../api/account/balances'
import { BALANCE_CACHE_MS, BALANCE_NAMESPACES, BALANCE_RETRY_GAP_MS } from '../constants'
import { updateAccountState } from '../chains/updateAccountState'
import type { TokenBalance } from '../chains/types'
import type { PorticoError } from '../errors'
import type { WritablePortico } from '../portico/types'
import { onSupportedNetwork, type ServedAnswer } from '../api/instance/onSupportedNetwork'
import { shareInFlight } from '../api/instance/shareInFlight'
import { showSnackbar } from '../snackbar/showSnackbar'
import { readCache, writeCache } from '../storage/cache'
import { balancesCacheKey } from './cacheKeys'
import { nativeBalance } from './nativeBalance'
import { toTokenBalance } from './toTokenBalance'
import { walletBalances } from './walletBalances'
import type { CaipNetwork } from '../networks/types'
import { accountError } from './messages'
import { noticeOf } from '../errors/notice'
import { gapSecondsLeft } from '../platform/gapSecondsLeft'
import type { ServiceErrorType } from '../api/http/serviceErrorType'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'
import { balancesStore } from './balancesStore'

function unavailable(p: WritablePortico, cause?: unknown): PorticoError {
  const error = accountError('TOKEN_BALANCE_UNAVAILABLE', { category: 'API_ERROR', cause })
  showSnackbar(p, { variant: 'error', ...noticeOf(error) })
  return error
}

/** The blockchain API's balances (spec §7), from the cache while it is fresh; only a served answer is cached. */
async function serviceBalances(
  p: WritablePortico,
  network: CaipNetwork,
  address: string,
  now: number,
): Promise<TokenBalance[]> {
  const key = balancesCacheKey(network.caipNetworkId, address)
  let answer = readCache(p.storage, key, BALANCE_CACHE_MS, now)
  if (!answer) {
    const fetched: ServedAnswer<ApiTokenBalance[]> = await shareInFlight(
      p,
      `balances ${network.caipNetworkId} ${address}`,
      () =>
        onSupportedNetwork(p, [] as ApiTokenBalance[], (blockchain) =>
          blockchain.getBalance(address, { chainId: network.caipNetworkId }),
        ),
    )
    answer = fetched.value
    if (fetched.served) writeCache(p.storage, key, answer, now)
  }
  return dropZeroDecimalTokens(answer).map(toTokenBalance)
}

/** What `fetchBalances` returns. */
export type FetchBalancesReturnType = TokenBalance[]

/**
 * Loads the connected account's token balances on the active network (eip155 and solana): value, price,
 * quantity and icon per token. Where the connected wallet reports its own assets (the embedded wallet; a wallet
 * with EIP-7811 asset discovery) they come from the wallet, accepted only if every entry is valid (spec §5);
 * otherwise from the blockchain API, tokens with zero decimals dropped. It sets `$balances` and the account's
 * `tokenBalance`, `balance` and `balanceSymbol` (native). A list younger than BALANCE_CACHE_MS is reused; within
 * BALANCE_RETRY_GAP_MS of a failure nothing is asked and the call fails the same way (`balancesRetryWait` tells how
 * long is left); calls at the same time share one request. A network without balance support, or a failed fetch,
 * shows the 'Token Balance Unavailable' snackbar and throws TOKEN_BALANCE_UNAVAILABLE.
 *
 * @example
 * const balances = await fetchBalances(portico) // also in portico.$balances
 */
export function fetchBalances(p: Portico): Promise<TokenBalance[]> {
  return runAction(p, async (p) => {
    const { address } = p.$account.get()
    const network = p.$network.get().caipNetwork
    if (!address || !network) return []
    if (!BALANCE_NAMESPACES.includes(network.chainNamespace)) throw unavailable(p)
    const now = p.platform.now()
    // Within the gap the last failure stands: a typed error and its snackbar, never a list that reads "no tokens".
    if (gapSecondsLeft(balancesStore(p).get().lastFailure, BALANCE_RETRY_GAP_MS, now) > 0) throw unavailable(p)

    balancesStore(p).set({ ...balancesStore(p).get(), status: 'pending' })
    let balances: TokenBalance[]
    try {
      balances =
        (await shareInFlight(p, `wallet balances ${network.caipNetworkId} ${address}`, () =>
          walletBalances(p, network, address),
        )) ?? (await serviceBalances(p, network, address, now))
    } catch (error) {
      const failure = unavailable(p, error)
      balancesStore(p).set({
        ...balancesStore(p).get(),
        status: 'error',
        lastFailure: p.platform.now(),
        error: noticeOf(failure),
      })
      throw failure
    }
    const native = nativeBalance(balances, network)
    balancesStore(p).set({ balances, status: 'success', lastFailure: undefined, error: undefined })
    updateAccountState(
      p,
      { tokenBalance: balances, balance: native.balance, balanceSymbol: native.symbol, balanceStatus: 'success' },
      network.chainNamespace,
    )
    return balances
  })
}

/** The error codes `fetchBalances` can throw. */
export type FetchBalancesErrorType =
  | ServiceErrorType
  | 'ACTION_FAILED'
  | 'CHAIN_ADAPTER_NOT_FOUND'
  | 'CHAIN_REQUIRED_FOR_ACCOUNT_DATA'
  | 'HTTP_STATUS'
  | 'INVALID_PARAMETER'
  | 'USER_REJECTED'
