// Default addresses of the public services (docs/wire.md, Addresses). Portico contacts them only when no base URL is configured.
/** The wallet catalogue an instance uses unless `apiUrls.catalogue` says otherwise. */
export const DEFAULT_CATALOGUE_URL = 'https://api.web3modal.org'
/** The blockchain API an instance uses unless `apiUrls.blockchain` says otherwise. */
export const DEFAULT_BLOCKCHAIN_URL = 'https://rpc.walletconnect.org'
/** The analytics service an instance uses unless `apiUrls.analytics` says otherwise. */
export const DEFAULT_ANALYTICS_URL = 'https://pulse.walletconnect.org'
