import type { ApiTokenBalance } from '../api/schemas/account'
import { dropZeroDecimalTokens } from '../api/account/balances'
import { BALANCE_CACHE_MS, BALANCE_NAMESPACES, BALANCE_RETRY_GAP_MS } from '../constants'
import { updateAccountState } from '../chains/updateAccountState'
import type { TokenBalance } from '../chains/types'
import type { PorticoError } from '../errors'
import type { WritablePortico } from '../instance/types'
import { onSupportedNetwork, type ServedAnswer } from '../api/instance/onSupportedNetwork'
import { shareInFlight } from '../api/instance/shareInFlight'
import { showSnackbar } from '../snackbar/showSnackbar'
import { readCache, writeCache } from '../storage/cache'
import { defineAction } from '../telemetry/defineAction'
import { balancesCacheKey } from './cacheKeys'
import { nativeBalance } from './nativeBalance'
import { toTokenBalance } from './toTokenBalance'
import { accountError } from './messages'
import { noticeOf } from '../errors/notice'
import { gapSecondsLeft } from '../platform/gapSecondsLeft'
import type { ServiceErrorType } from '../api/http/serviceErrorType'

function unavailable(p: WritablePortico, cause?: unknown): PorticoError {
  const error = accountError('TOKEN_BALANCE_UNAVAILABLE', { category: 'API_ERROR', cause })
  showSnackbar(p, { variant: 'error', ...noticeOf(error) })
  return error
}

/** What `fetchBalances` returns. */
export type FetchBalancesReturnType = TokenBalance[]

/**
 * Loads the connected account's token balances on the active network (eip155 and solana): value, price,
 * quantity and icon per token, tokens with zero decimals dropped. It sets `$balances` and the account's
 * `tokenBalance`, `balance` and `balanceSymbol` (native). A list younger than BALANCE_CACHE_MS is reused; calls at
 * the same time share one request. A network without balance support, or a failed fetch, shows the 'Token Balance
 * Unavailable' snackbar and throws TOKEN_BALANCE_UNAVAILABLE; within BALANCE_RETRY_GAP_MS of a failure nothing is
 * asked and the call fails the same way (`balancesRetryWait` tells how long is left).
 *
 * @example
 * const balances = await fetchBalances(portico) // also in portico.$balances
 */
export const fetchBalances = defineAction(async (p: WritablePortico): Promise<TokenBalance[]> => {
  const { address } = p.$account.get()
  const network = p.$network.get().caipNetwork
  if (!address || !network) return []
  if (!BALANCE_NAMESPACES.includes(network.chainNamespace)) throw unavailable(p)
  const now = p.platform.now()
  // Within the gap the last failure stands: a typed error and its snackbar, never a list that reads "no tokens".
  if (gapSecondsLeft(p.$balances.get().lastFailure, BALANCE_RETRY_GAP_MS, now) > 0) throw unavailable(p)

  const key = balancesCacheKey(network.caipNetworkId, address)
  p.$balances.set({ ...p.$balances.get(), status: 'pending' })
  let answer = readCache(p.storage, key, BALANCE_CACHE_MS, now)
  if (!answer) {
    let fetched: ServedAnswer<ApiTokenBalance[]>
    try {
      fetched = await shareInFlight(p, `balances ${network.caipNetworkId} ${address}`, () =>
        onSupportedNetwork(p, [] as ApiTokenBalance[], (blockchain) =>
          blockchain.getBalance(address, { chainId: network.caipNetworkId }),
        ),
      )
    } catch (error) {
      const failure = unavailable(p, error)
      p.$balances.set({
        ...p.$balances.get(),
        status: 'error',
        lastFailure: p.platform.now(),
        error: noticeOf(failure),
      })
      throw failure
    }
    answer = fetched.value
    if (fetched.served) writeCache(p.storage, key, answer, now)
  }
  const balances = dropZeroDecimalTokens(answer).map(toTokenBalance)
  const native = nativeBalance(balances, network)
  p.$balances.set({ balances, status: 'success', lastFailure: undefined, error: undefined })
  updateAccountState(
    p,
    { tokenBalance: balances, balance: native.balance, balanceSymbol: native.symbol, balanceStatus: 'success' },
    network.chainNamespace,
  )
  return balances
})

/** The error codes `fetchBalances` can throw. */
export type FetchBalancesErrorType =
  | ServiceErrorType
  | 'ACTION_FAILED'
  | 'CHAIN_ADAPTER_NOT_FOUND'
  | 'CHAIN_REQUIRED_FOR_ACCOUNT_DATA'
  | 'INVALID_PARAMETER'
