// The fixed names and addresses of the WalletConnect connector.

/** The connector's id, the same in every namespace (`connect(p, { connector: 'walletConnect', namespace })`). */
export const WALLETCONNECT_CONNECTOR_ID = 'walletConnect'
export const WALLETCONNECT_CONNECTOR_NAME = 'WalletConnect'

/** WalletConnect's public relay, used when the app sets no `apiUrls.relay`. */
export const DEFAULT_RELAY_URL = 'wss://relay.walletconnect.org'

/** The storage key (unprefixed) where the universal provider looks for the wallet a link was opened in. */
export const UNIVERSAL_PROVIDER_DEEPLINK_KEY = 'WALLETCONNECT_DEEPLINK_CHOICE'

/** The named platform timer that replaces a pairing link before it expires. */
export const PAIRING_REFRESH_TIMER = 'walletconnect:pairing-refresh'

/**
 * The account a one-click sign-in's message template is created for: the wallet picks the account, so the
 * template only gives the request's domain, URI, nonce, statement and times.
 */
export const ONE_CLICK_ACCOUNT_PLACEHOLDER = '0x0000000000000000000000000000000000000000'
