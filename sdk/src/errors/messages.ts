// The messages of the product spec §8 (word for word) that the core throws or shows: options, chains,
// connect/disconnect, their alerts, HTTP and responses, and the generic ones; plus those several entries share.
// Each domain entry (names, siwx, swap, send, embedded, …) keeps its own messages beside its code (its
// `messages.ts`); `ERROR_MESSAGES` in `../messages/catalogue` gathers them all. `{x}` marks a value filled in at throw time.
export const CORE_MESSAGES = {
  // Thrown errors
  NETWORK_NOT_FOUND: 'Network not found',
  UNSUPPORTED_CHAIN: 'Unsupported chain',
  CHAIN_REQUIRED_FOR_ACCOUNT_DATA: 'Chain is required to update chain account data',
  CHAIN_REQUIRED_FOR_ACCOUNT_PROP: 'Chain is required to set account prop',
  CHAIN_ADAPTER_NOT_FOUND: 'Chain adapter not found',
  NETWORK_CLIENT_NOT_SET: 'NetworkController client not set',
  CONNECTION_CLIENT_NOT_SET: 'ConnectionController client not set',
  DISCONNECT_FAILED: 'Failed to disconnect',
  DISCONNECT_CHAINS_FAILED: 'Failed to disconnect chains',
  INVALID_CHAIN_ID: 'Invalid chainId',
  OPTIONS_CONFLICT_SIWX: 'Set either siweConfig or siwx, not both',
  INVALID_OPTIONS: 'Invalid option {field}: {reason}',
  /** A public function was called with a bad parameter (see `checkParam`). */
  INVALID_PARAMETER: 'Invalid parameter {name}: {reason}',
  // Alerts of the options and chains (the embedded wallet's and analytics' alerts are theirs)
  NETWORK_NOT_FOUND_ALERT: 'Network Not Found',
  PROJECT_ID_NOT_CONFIGURED: 'Project ID Not Configured',
  // Other messages
  /** The kit throws it when the e-mail login's code fails to load. */
  EMAIL_DEPENDENCY_FAILED: 'Unable to load email login dependency',
  REQUEST_ABORTED: 'Request was aborted',
  SOMETHING_WENT_WRONG: 'Something went wrong',
  /** The embedded wallet's e-mail gap (spec §9); the core's, as the Connect view counts it down. */
  EMAIL_RATE_LIMITED: 'Please try again after {seconds} seconds',
  AN_ERROR_OCCURRED: 'An error occurred',
  UNKNOWN: 'Unknown error',
  HTTP_STATUS: 'HTTP status code {status}',
  INVALID_RESPONSE: 'Invalid response: {field}: {reason}',
  INVALID_CAIP_ADDRESS: 'Invalid CAIP address {value}',
  REQUEST_TIMEOUT: 'Request timed out after {ms} ms',
  INVALID_STORED_VALUE: 'Stored value {key} dropped: {reason}',
  /** An action failed with an error that was not a PorticoError: its message is kept as it was. */
  ACTION_FAILED: '{message}',
  REQUEST_FAILED: 'Could not reach {url}: {reason}',
  /** The URL policy refused a URL (see `sdk/src/url`): it is never opened, fetched or shown. */
  UNSAFE_URL: 'This link is not safe to open',
  CONNECTOR_NOT_FOUND: 'Connector {id} not found',
  CONNECTOR_NO_PROVIDER: 'Connector {id} has no provider',
  NO_ACCOUNTS: 'The wallet shared no account',
  NOT_CONNECTED: 'No wallet connected for {namespace}',
  USER_REJECTED: 'User rejected the request',
  /** An entry's optional peer dependency is not installed (see `importWithPeer`). */
  MISSING_PEER: 'This needs the package {package}: npm install {package}',
  /** `portico.$send` (or another entry's store) read before any code of its entry was imported. */
  ENTRY_NOT_LOADED: 'portico.{store} needs {entry}: import it first',
  // Shared by the send, swap, on-ramp and chain entries
  INVALID_ADDRESS: 'Invalid {namespace} address {address}',
  INVALID_AMOUNT: 'Invalid amount {amount}: {reason}',
  TRANSACTION_FAILED: 'Transaction {signature} failed: {reason}',
} as const

/** An error code of the core entry. */
export type CoreErrorCode = keyof typeof CORE_MESSAGES

/** Values filled into a message's `{name}` placeholders. */
export type MessageParams = Readonly<Record<string, string | number>>

/** Fills the `{name}` placeholders of a message; an unknown placeholder is left as written. */
export function fillMessage(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole))
}
