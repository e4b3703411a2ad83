// The messages of the product spec §8 (word for word) that the core's start throws or shows: options, chains,
// connect and disconnect checks, their alerts, stored values, URLs, and the generic ones the kit shows. Every other
// code is in the table of the code that throws it, which loads later (a domain's `messages.ts`; the requests' and the
// transactions' shared ones, `requestMessages.ts` and `transactionMessages.ts` beside this file): `PorticoError`
// reads only this table, and `ERROR_MESSAGES` in `../messages/catalogue` gathers them all. `{x}` marks a value filled
// in at throw time.
export const CORE_MESSAGES = {
  // Thrown errors
  NETWORK_NOT_FOUND: 'Network not found',
  CHAIN_REQUIRED_FOR_ACCOUNT_DATA: 'Chain is required to update chain account data',
  CHAIN_ADAPTER_NOT_FOUND: 'Chain adapter not found',
  NETWORK_CLIENT_NOT_SET: 'NetworkController client not set',
  DISCONNECT_FAILED: 'Failed to disconnect',
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
  SOMETHING_WENT_WRONG: 'Something went wrong',
  UNKNOWN: 'Unknown error',
  INVALID_STORED_VALUE: 'Stored value {key} dropped: {reason}',
  /** An action failed with an error that was not a PorticoError: its message is kept as it was. */
  ACTION_FAILED: '{message}',
  /** The URL policy refused a URL (see `sdk/src/url`): it is never opened, fetched or shown. */
  UNSAFE_URL: 'This link is not safe to open',
  CONNECTOR_NOT_FOUND: 'Connector {id} not found',
  NOT_CONNECTED: 'No wallet connected for {namespace}',
  USER_REJECTED: 'User rejected the request',
  /** `portico.$send` (or another entry's store) read before any code of its entry was imported. */
  ENTRY_NOT_LOADED: 'portico.{store} needs {entry}: import it first',
} as const

/** An error code of the core entry. */
export type CoreErrorCode = keyof typeof CORE_MESSAGES

/** Values filled into a message's `{name}` placeholders. */
export type MessageParams = Readonly<Record<string, string | number>>

/** Fills the `{name}` placeholders of a message; an unknown placeholder is left as written. */
export function fillMessage(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole))
}
