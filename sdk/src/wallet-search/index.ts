// @portico/sdk/wallet-search — the All Wallets view's paging and search through the catalogue, into
// `portico.$wallets` (`all`, `search`). Apart from `@portico/sdk/catalogue` so that the lists the Connect view shows
// do not carry them: a bundler keeps whatever an entry re-exports in the chunk that loads it.
export {
  fetchWallets,
  type FetchWalletsReturnType,
  type FetchWalletsErrorType,
  type FetchWalletsParams,
} from '../catalogue/fetchWallets'
export {
  searchWallets,
  type SearchWalletsReturnType,
  type SearchWalletsErrorType,
  type SearchWalletsParams,
} from '../catalogue/searchWallets'
