// @ts-check
// Every number and fixed name of the devnet's embedded-wallet frame. Browser-safe (no Node imports).

/** Default port of the frame server (env DEVNET_FRAME_PORT overrides it). */
export const DEFAULT_FRAME_PORT = 8788
/** Protocol version the frame reports in READY. */
export const FRAME_VERSION = '4'

// ── E-mail one-time codes (spec §9 and the devnet brief) ──────────────────────
export const OTP_LENGTH = 6
export const OTP_LIFETIME_MS = 10 * 60_000
export const OTP_MAX_WRONG_TRIES = 3
/** E-mail login or update is triggered at most once per this gap, per e-mail. */
export const EMAIL_TRIGGER_GAP_MS = 30_000

/** A long-poll (device approval, Farcaster approval) answers "still waiting" after this long. */
export const LONG_POLL_MS = 25_000

// ── Smart accounts ────────────────────────────────────────────────────────────
/** The deterministic CREATE2 deployer that anvil has at genesis. */
export const CREATE2_DEPLOYER = '0x4e59b44847b379578588920ca78fbf26c0b4956c'
/** anvil's default mnemonic account 7 pays for deployments and owner gas (8 deploys the devnet contracts, 9 is the on-ramp bank; 0–6 stay free for users). */
export const PAYMASTER_PRIVATE_KEY = '0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356'
/** An owner key with less than this (wei) is topped up before it drives its smart account. */
export const OWNER_GAS_FLOOR_WEI = 5_000_000_000_000_000n // 0.005 ETH
export const OWNER_GAS_TOP_UP_WEI = 20_000_000_000_000_000n // 0.02 ETH

// ── Message envelope ──────────────────────────────────────────────────────────
export const APP_EVENT_PREFIX = '@w3m-app/'
export const FRAME_EVENT_PREFIX = '@w3m-frame/'

/** The app events of the frame protocol (docs/wire.md), each answered with `<NAME>_SUCCESS` or `<NAME>_ERROR`. */
export const APP_EVENTS = /** @type {const} */ ([
  'SWITCH_NETWORK',
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
  'GET_FARCASTER_URI',
  'CONNECT_FARCASTER',
  'GET_USER',
  'SIGN_OUT',
  'IS_CONNECTED',
  'GET_CHAIN_ID',
  'RPC_REQUEST',
  'RPC_ABORT',
  'UPDATE_EMAIL',
  'UPDATE_EMAIL_PRIMARY_OTP',
  'UPDATE_EMAIL_SECONDARY_OTP',
  'AWAIT_UPDATE_EMAIL',
  'SYNC_THEME',
  'SYNC_DAPP_DATA',
  'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
  'INIT_SMART_ACCOUNT',
  'SET_PREFERRED_ACCOUNT',
  'RELOAD',
])

/** The EIP-1193 error code of a request the user rejected (sent with the frame's error answer). */
export const USER_REJECTED_CODE = 4001

export const SOCIAL_PROVIDERS = /** @type {const} */ (['google', 'github', 'apple', 'facebook', 'x', 'discord'])
export const ACCOUNT_TYPES = /** @type {const} */ (['eoa', 'smartAccount'])
export const DEFAULT_ACCOUNT_TYPE = 'smartAccount'

// ── The frame's own storage (its origin's localStorage) ───────────────────────
export const STORAGE_KEYS = /** @type {const} */ ({
  sessionToken: '@portico-wallet/SESSION_TOKEN',
  deviceId: '@portico-wallet/DEVICE_ID',
  chainId: '@portico-wallet/LAST_USED_CHAIN',
  email: '@portico-wallet/EMAIL',
})

// ── Messages ──────────────────────────────────────────────────────────────────
export const MESSAGES = /** @type {const} */ ({
  rpcNotAllowed: 'Requested RPC call is not allowed',
  aborted: 'Request was aborted',
  rejected: 'User rejected the request',
  notConnected: 'Not connected',
  sessionExpired: 'Session Expired',
  invalidMessage: 'Invalid message',
  unknownEvent: 'Unknown event',
  wrongCode: 'Invalid code',
  codeExpired: 'Code expired, request a new one',
  tooManyTries: 'Too many wrong codes, request a new one',
  noPendingCode: 'No code was requested for this e-mail',
  deviceNotApproved: 'Device not approved yet',
  networkNotSupported: 'Network not supported',
  smartAccountNotEnabled: 'Smart accounts are not enabled on this network',
  socialDenied: 'Social login was denied',
  farcasterNotStarted: 'Farcaster login was not started',
  unsupportedMethod: 'Method not supported by the devnet wallet',
  emailRateLimited: 'Please try again after {seconds} seconds',
})
