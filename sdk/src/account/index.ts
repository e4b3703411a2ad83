// @portico/sdk/account — the connected account's data behind `portico.$balances`, `portico.$activity` (grouped by
// month in `activityGroups(portico)`), `portico.$nfts` and the account's profile name and image, how its view
// disconnects (`disconnectChoices`) and what kind each connection's accounts are (`connectionAccountTypes`). A
// separate entry, so that the core stays small; the HTTP clients load on first use.
export { fetchBalances, type FetchBalancesReturnType, type FetchBalancesErrorType } from './fetchBalances'
export { balancesRetryWait, type BalancesRetryWaitReturnType } from './balancesRetryWait'
export {
  fetchConnectionBalance,
  type FetchConnectionBalanceParams,
  type FetchConnectionBalanceReturnType,
  type FetchConnectionBalanceErrorType,
} from './fetchConnectionBalance'
export {
  fetchActivity,
  type FetchActivityReturnType,
  type FetchActivityErrorType,
  type FetchActivityParams,
} from './fetchActivity'
export { activityGroups, type ActivityGroupsReturnType, type ActivityGroupsErrorType } from './activityGroups'
export { accountTabs, type AccountTab, type AccountTabsReturnType, type AccountTabsErrorType } from './accountTabs'
export {
  disconnectChoices,
  type DisconnectChoice,
  type DisconnectChoicesReturnType,
  type DisconnectChoicesErrorType,
} from '../connect/disconnectChoices'
export {
  connectionAccountTypes,
  type ConnectionAccountTypesReturnType,
  type ConnectionAccountTypesErrorType,
} from '../connect/connectionAccountTypes'
export { activityCounterparty, type ActivityCounterparty } from './activityCounterparty'
export { fetchIdentity, type FetchIdentityReturnType, type FetchIdentityErrorType } from './fetchIdentity'
export {
  fetchNativeBalance,
  type FetchNativeBalanceReturnType,
  type FetchNativeBalanceErrorType,
  type NativeBalance,
} from './fetchNativeBalance'
export { unitsToDecimal } from '../format/unitsToDecimal'
export { watchAccountData, type WatchAccountDataReturnType, type WatchAccountDataErrorType } from './watchAccountData'
export { fetchNfts, type FetchNftsReturnType, type FetchNftsErrorType } from './fetchNfts'
export { nftsFromHistory } from './nftsFromHistory'
export {
  accountActions,
  type AccountActionsReturnType,
  type AccountActionsErrorType,
  type AccountActions,
} from './accountActions'
export { nativeBalance } from './nativeBalance'
export { toTokenBalance } from './toTokenBalance'
export { groupTransactionsByMonth, type TransactionMonth, type TransactionYear } from '../api/account/activity'
export type { ActivityGroups, ActivityState, BalancesState, Nft, NftsState } from './types'
