// The error catalogue of the product spec §8, word for word. `{x}` marks a value filled in at throw time.
export const ERROR_MESSAGES = {
  // Thrown errors
  GAS_PRICE_UNSUPPORTED: 'Network not supported for Gas Price',
  SWAP_UNSUPPORTED: 'Network not supported for Swaps',
  NETWORK_NOT_FOUND: 'Network not found',
  NAME_CONNECTOR_NOT_FOUND: 'Address or auth connector not found',
  UNSUPPORTED_CHAIN: 'Unsupported chain',
  TOKEN_REQUIRED: 'A token is required',
  AMOUNT_AND_RECEIVER_REQUIRED: 'An amount and receiver address are required',
  CHAIN_REQUIRED_FOR_ACCOUNT_DATA: 'Chain is required to update chain account data',
  CHAIN_REQUIRED_FOR_ACCOUNT_PROP: 'Chain is required to set account prop',
  CHAIN_ADAPTER_NOT_FOUND: 'Chain adapter not found',
  NETWORK_CLIENT_NOT_SET: 'NetworkController client not set',
  CONNECTION_CLIENT_NOT_SET: 'ConnectionController client not set',
  DISCONNECT_FAILED: 'Failed to disconnect',
  DISCONNECT_CHAINS_FAILED: 'Failed to disconnect chains',
  SIWX_NOT_ENABLED: 'SIWX is not enabled',
  SIWX_NO_ADDRESS: 'No ActiveCaipAddress found',
  SIWX_NO_NETWORK: 'No ActiveCaipNetwork or client found',
  SIWX_NO_CONNECTION_CLIENT: 'No ConnectionController client found',
  SIWX_INVALID_SIGNATURE: 'The sign-in signature is not valid for {address}',
  SIWX_UNSUPPORTED_NAMESPACE: 'Sign-in is not supported on {namespace}',
  SIWX_CLOUD_UNSUPPORTED: 'The sessions API cannot {action}',
  INVALID_CHAIN_ID: 'Invalid chainId',
  OPTIONS_CONFLICT_SIWX: 'Set either siweConfig or siwx, not both',
  INVALID_OPTIONS: 'Invalid option {field}: {reason}',
  // Shown to the user
  TOKEN_BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
  TRANSACTIONS_FETCH_FAILED: 'Failed to fetch transactions',
  NAME_RESOLVE_FAILED: 'Error resolving name',
  NAME_SUGGESTIONS_FAILED: 'Error fetching name suggestions',
  NAMES_FOR_ADDRESS_FAILED: 'Error fetching names for address',
  NAME_REGISTER_FAILED: 'Error registering name {name}',
  SIWX_INIT_FAILED: 'A problem occurred while trying initialize authentication',
  SIGNATURE_DECLINED: 'Signature declined',
  SMART_ACCOUNT_UNSUPPORTED: 'This application might not support Smart Accounts',
  AUTHENTICATING: 'Authenticating...',
  // Alerts
  INVALID_APP_CONFIGURATION: 'Invalid App Configuration',
  ORIGIN_NOT_ALLOWED: 'Origin not found on Allowlist, update configuration',
  NETWORK_NOT_FOUND_ALERT: 'Network Not Found',
  FRAME_LOAD_FAILED: 'Network Error - Could not load embedded wallet',
  FRAME_REQUEST_TIMEOUT: 'Embedded Wallet Request Timed Out',
  SESSION_EXPIRED: 'Session Expired',
  PROJECT_ID_NOT_CONFIGURED: 'Project ID Not Configured',
  // Other messages
  RPC_NOT_ALLOWED: 'Requested RPC call is not allowed',
  ACTION_NOT_ALLOWED: 'Action not allowed',
  EMAIL_RATE_LIMITED: 'Please try again after {seconds} seconds',
  EMAIL_DEPENDENCY_FAILED: 'Unable to load email login dependency',
  FRAME_NOT_SET: 'W3mFrame: iframe is not set',
  FRAME_PARENT_NOT_SET: 'W3mFrame: parent is not set',
  REQUEST_ABORTED: 'Request was aborted',
  SOMETHING_WENT_WRONG: 'Something went wrong',
  AN_ERROR_OCCURRED: 'An error occurred',
  UNKNOWN: 'Unknown error',
  HTTP_STATUS: 'HTTP status code {status}',
  INVALID_RESPONSE: 'Invalid response: {field}: {reason}',
  INVALID_CAIP_ADDRESS: 'Invalid CAIP address {value}',
  WALLETCONNECT_CHAIN_NOT_APPROVED: 'The wallet did not approve {network} in this session',
  REQUEST_TIMEOUT: 'Request timed out after {ms} ms',
  INVALID_STORED_VALUE: 'Stored value {key} dropped: {reason}',
  /** An action failed with an error that was not a PorticoError: its message is kept as it was. */
  ACTION_FAILED: '{message}',
  REQUEST_FAILED: 'Could not reach {url}: {reason}',
  RPC_ERROR: 'RPC error {code}: {message}',
  CONNECTOR_NOT_FOUND: 'Connector {id} not found',
  CONNECTOR_NO_PROVIDER: 'Connector {id} has no provider',
  NO_ACCOUNTS: 'The wallet shared no account',
  NOT_CONNECTED: 'No wallet connected for {namespace}',
  INVALID_ADDRESS: 'Invalid {namespace} address {address}',
  INVALID_AMOUNT: 'Invalid amount {amount}: {reason}',
  WALLET_FEATURE_MISSING: 'The wallet {wallet} does not support {feature}',
  TRANSACTION_FAILED: 'Transaction {signature} failed: {reason}',
  // Embedded wallet (secure frame)
  /** The frame answered with an error: its message, as it was. */
  FRAME_ERROR: '{message}',
  FRAME_MESSAGE_DROPPED: 'Embedded wallet message dropped: {reason}',
  EMBEDDED_WALLET_NOT_CONFIGURED: 'The embedded wallet is not configured: add embeddedWallet() to the connectors',
  INVALID_EMAIL: 'Invalid e-mail address',
  INVALID_REQUEST: 'Invalid {field}: {reason}',
  USER_REJECTED: 'User rejected the request',
  SOCIAL_POPUP_BLOCKED: 'The browser blocked the sign-in window: allow pop-ups for this site and try again',
  SOCIAL_POPUP_CLOSED: 'The sign-in window was closed before the sign-in finished',
} as const

export type ErrorCode = keyof typeof ERROR_MESSAGES

/** Server messages that map to a configuration alert (spec §8). */
export const SERVER_MESSAGE_ALERTS = {
  'Unauthorized: origin not allowed': 'INVALID_APP_CONFIGURATION',
  'JWT validation error: JWT Token is not yet valid': 'SESSION_EXPIRED',
  'Unauthorized: invalid key': 'INVALID_APP_CONFIGURATION',
} as const satisfies Record<string, ErrorCode>

/** Fills `{name}` placeholders; an unknown placeholder is left as written. */
export function formatMessage(code: ErrorCode, params: Record<string, string | number> = {}): string {
  return ERROR_MESSAGES[code].replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  )
}
