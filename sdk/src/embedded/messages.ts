import { errorFactory } from '../errors/errorFactory'

/** The embedded wallet's messages (product spec §8, word for word, and Portico's own). */
export const EMBEDDED_MESSAGES = {
  FRAME_LOAD_FAILED: 'Network Error - Could not load embedded wallet',
  FRAME_REQUEST_TIMEOUT: 'Embedded Wallet Request Timed Out',
  RPC_NOT_ALLOWED: 'Requested RPC call is not allowed',
  FRAME_NOT_SET: 'W3mFrame: iframe is not set',
  FRAME_PARENT_NOT_SET: 'W3mFrame: parent is not set',
  /** The frame answered with an error: its message, as it was. */
  FRAME_ERROR: '{message}',
  FRAME_MESSAGE_DROPPED: 'Embedded wallet message dropped: {reason}',
  EMBEDDED_WALLET_NOT_CONFIGURED: 'The embedded wallet is not configured: add embeddedWallet() to the connectors',
  INVALID_EMAIL: 'Invalid e-mail address',
  /** The frame refused the one-time code the user typed (its message 'Invalid code', as a code). */
  INVALID_OTP: 'Invalid code',
  INVALID_REQUEST: 'Invalid {field}: {reason}',
  SOCIAL_POPUP_BLOCKED: 'The browser blocked the sign-in window: allow pop-ups for this site and try again',
  SOCIAL_POPUP_CLOSED: 'The sign-in window was closed before the sign-in finished',
  /** The e-mail gap (spec §9): the kit counts it down (see `emailWaitNotice`). */
  EMAIL_RATE_LIMITED: 'Please try again after {seconds} seconds',
  // Alerts the frame's server messages call for
  INVALID_APP_CONFIGURATION: 'Invalid App Configuration',
  SESSION_EXPIRED: 'Session Expired',
} as const

export const embeddedError = errorFactory(EMBEDDED_MESSAGES)

/** Server messages that map to a configuration alert (spec §8). */
export const SERVER_MESSAGE_ALERTS = {
  'Unauthorized: origin not allowed': 'INVALID_APP_CONFIGURATION',
  'JWT validation error: JWT Token is not yet valid': 'SESSION_EXPIRED',
  'Unauthorized: invalid key': 'INVALID_APP_CONFIGURATION',
} as const satisfies Record<string, keyof typeof EMBEDDED_MESSAGES>

/** Frame messages the user may read, handed on as a code of their own so a UI renders them by code (docs/wire.md, The frame protocol). */
export const FRAME_MESSAGE_CODES = {
  'Invalid code': 'INVALID_OTP',
} as const satisfies Record<string, keyof typeof EMBEDDED_MESSAGES>
