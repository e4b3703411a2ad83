// @portico/sdk/catalogue — the wallet catalogue behind `portico.$wallets`: its actions and the pure rules they
// apply. A separate entry, so that the core stays small; the HTTP clients load on first use.
export {
  fetchFeaturedWallets,
  type FetchFeaturedWalletsReturnType,
  type FetchFeaturedWalletsErrorType,
} from './fetchFeaturedWallets'
export {
  fetchRecommendedWallets,
  type FetchRecommendedWalletsReturnType,
  type FetchRecommendedWalletsErrorType,
} from './fetchRecommendedWallets'
export {
  fetchExcludedWallets,
  type FetchExcludedWalletsReturnType,
  type FetchExcludedWalletsErrorType,
} from './fetchExcludedWallets'
export {
  prefetchCatalogue,
  type PrefetchCatalogueReturnType,
  type PrefetchCatalogueErrorType,
} from './prefetchCatalogue'
export {
  fetchWalletImage,
  type FetchWalletImageParams,
  type FetchWalletImageReturnType,
  type FetchWalletImageErrorType,
} from './fetchWalletImage'
export { syncLocalWallets, type SyncLocalWalletsReturnType, type SyncLocalWalletsErrorType } from './syncLocalWallets'
export { watchCatalogue, type WatchCatalogueReturnType } from './watchCatalogue'
export {
  visibleConnectors,
  type VisibleConnectorsReturnType,
  type VisibleConnectorsErrorType,
} from './visibleConnectors'
export {
  connectRows,
  type ConnectRowsErrorType,
  WALLET_CONNECT_ROW_ID,
  type ConnectRow,
  type ConnectRowsReturnType,
  type WalletPreview,
} from './connectRows'
export { connectRowsStore, type ConnectRowsStoreReturnType, type ConnectRowsStoreErrorType } from './connectRowsStore'
export {
  chooseWallet,
  type ChooseWalletReturnType,
  type ChooseWalletErrorType,
  connectorOfWallet,
  type ConnectorOfWalletParams,
  type ConnectorOfWalletReturnType,
  type ConnectorOfWalletErrorType,
  type ChooseWalletParams,
  walletRoute,
  type WalletRouteParams,
  type WalletRouteReturnType,
  type WalletRouteErrorType,
} from './chooseWallet'
export {
  chooseSocial,
  type ChooseSocialParams,
  type ChooseSocialReturnType,
  type ChooseSocialErrorType,
} from './chooseSocial'
export { formatNativeUrl, formatUniversalUrl, deepLinkFor, type DeepLink, type DeepLinkWallet } from './deepLinks'
export { storeLink, type StoreLinkWallet } from './storeLink'
export {
  openDeepLink,
  type OpenDeepLinkParams,
  type OpenDeepLinkReturnType,
  type OpenDeepLinkErrorType,
} from './openDeepLink'
export { isConnectorShown, BROWSER_WALLET_NAME, type ConnectorContext } from './isConnectorShown'
export { isInstalled } from './isInstalled'
export { isExcluded } from './isExcluded'
export { isReachableOnMobile } from './isReachableOnMobile'
export { supportsNetworks } from './supportsNetworks'
export { uniqueById } from './uniqueById'
export { orderByIds } from './orderByIds'
export { BLOCKED_WALLET_IDS } from './blockedWallets'
export type { DiscoveredConnector } from './discoveredConnector'
export type { Wallet, WalletsState, ExcludedWallet, CatalogueOperation } from './types'
