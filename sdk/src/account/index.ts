// @portico/sdk/account — the connected account's data behind `portico.$balances`, `portico.$activity` (grouped by
// month in `activityGroups(portico)`), `portico.$nfts` and the account's profile name and image. A separate entry, so that the
// core stays small; the HTTP clients load on first use.
export { fetchBalances } from './fetchBalances'
export { balancesRetryWait } from './balancesRetryWait'
export { fetchActivity, type FetchActivityParams } from './fetchActivity'
export { activityGroups } from './activityGroups'
export { activityCounterparty, type ActivityCounterparty } from './activityCounterparty'
export { fetchIdentity } from './fetchIdentity'
export { fetchNativeBalance, type NativeBalance } from './fetchNativeBalance'
export { unitsToDecimal } from './unitsToDecimal'
export { watchAccountData } from './watchAccountData'
export { fetchNfts } from './fetchNfts'
export { nftsFromHistory } from './nftsFromHistory'
export { accountActions, type AccountActions } from './accountActions'
export { nativeBalance } from './nativeBalance'
export { toTokenBalance } from './toTokenBalance'
export { groupTransactionsByMonth, type TransactionMonth, type TransactionYear } from '../api/account/activity'
export type { ActivityGroups, ActivityState, BalancesState, Nft, NftsState } from './types'
