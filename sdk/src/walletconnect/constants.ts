// The fixed names and addresses of the WalletConnect connector.

// The connector's id and the universal provider's storage key are the core's (`../constants`): the kit and the
// catalogue name them without loading this entry.
export { WALLETCONNECT_CONNECTOR_ID, UNIVERSAL_PROVIDER_DEEPLINK_KEY } from '../constants'
export const WALLETCONNECT_CONNECTOR_NAME = 'WalletConnect'

/** WalletConnect's public relay, used when the app sets no `apiUrls.relay`. */
export const DEFAULT_RELAY_URL = 'wss://relay.walletconnect.org'

/** The named platform timer that replaces a pairing link before it expires. */
export const PAIRING_REFRESH_TIMER = 'walletconnect:pairing-refresh'

/**
 * The account a one-click sign-in's message template is created for: the wallet picks the account, so the
 * template only gives the request's domain, URI, nonce, statement and times.
 */
export const ONE_CLICK_ACCOUNT_PLACEHOLDER = '0x0000000000000000000000000000000000000000'
