// English: the All Wallets view: search and the states of the full wallet list.

export const walletsMessages = {
  wallets: {
    recommended: 'Recommended',
    searchPlaceholder: 'Search wallet',
    loadFailed: 'The wallet list could not be loaded',
    noResults: 'No wallet found',
    noResultsFor: 'No wallet found for “{query}”',
    loadingMore: 'Loading more wallets…',
    notInstalled: '{name} is not installed',
    getApp: 'Get {name}',
    aria: {
      searchWallets: 'Search wallets',
    },
  },
}
