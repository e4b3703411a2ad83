// Default addresses of the public services (wire-api §3.1). Portico contacts them only when no base URL is configured.
export const DEFAULT_CATALOGUE_URL = 'https://api.web3modal.org'
export const DEFAULT_BLOCKCHAIN_URL = 'https://rpc.walletconnect.org'
export const DEFAULT_ANALYTICS_URL = 'https://pulse.walletconnect.org'
