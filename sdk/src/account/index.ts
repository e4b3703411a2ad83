// @portico/sdk/account — the connected account's data behind `portico.$balances`, `portico.$activity` (grouped by
// month in `activityGroups(portico)`), `portico.$nfts` and the account's profile name and image. A separate entry, so that the
// core stays small; the HTTP clients load on first use.
export { fetchBalances, type FetchBalancesErrorType } from './fetchBalances'
export { balancesRetryWait } from './balancesRetryWait'
export { fetchActivity, type FetchActivityErrorType, type FetchActivityParams } from './fetchActivity'
export { activityGroups, type ActivityGroupsErrorType } from './activityGroups'
export { activityCounterparty, type ActivityCounterparty } from './activityCounterparty'
export { fetchIdentity, type FetchIdentityErrorType } from './fetchIdentity'
export { fetchNativeBalance, type FetchNativeBalanceErrorType, type NativeBalance } from './fetchNativeBalance'
export { unitsToDecimal } from './unitsToDecimal'
export { watchAccountData, type WatchAccountDataErrorType } from './watchAccountData'
export { fetchNfts, type FetchNftsErrorType } from './fetchNfts'
export { nftsFromHistory } from './nftsFromHistory'
export { accountActions, type AccountActionsErrorType, type AccountActions } from './accountActions'
export { nativeBalance } from './nativeBalance'
export { toTokenBalance } from './toTokenBalance'
export { groupTransactionsByMonth, type TransactionMonth, type TransactionYear } from '../api/account/activity'
export type { ActivityGroups, ActivityState, BalancesState, Nft, NftsState } from './types'
