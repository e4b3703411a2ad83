// Every number and fixed list of the product spec §9 (and the few of §2–§5 that are numbers), named.
// Rules elsewhere import these; nothing else in the SDK writes a bare timing or limit.

// ── Times (ms) ────────────────────────────────────────────────────────────────
export const PAIRING_LIFETIME_MS = 4 * 60_000
export const PAIRING_EXPIRY_MARGIN_MS = 10_000
export const IDENTITY_CACHE_MS = 5 * 60_000
export const NAMES_CACHE_MS = 5 * 60_000
export const BALANCE_CACHE_MS = 30_000
export const NATIVE_BALANCE_CACHE_MS = 30_000
export const BALANCE_RETRY_GAP_MS = 30_000
/** How long the account watcher waits for a transaction the account sent to be mined before reloading its data anyway. */
export const TRANSACTION_WAIT_MS = 120_000
export const SNACKBAR_SWITCH_MS = 150
/** How long a snackbar stays when it auto-closes (the reference's UI uses 2500 ms). */
export const SNACKBAR_AUTO_CLOSE_MS = 2_500
export const SHAKE_MS = 500
export const IMAGE_PRELOAD_MS = 2_000
export const SEARCH_IMAGE_WAIT_MS = 300
export const FARCASTER_RELOAD_MS = 100
export const ERROR_TELEMETRY_WINDOW_MS = 60_000
export const ERROR_TELEMETRY_MAX = 5
export const EMAIL_TRIGGER_GAP_MS = 30_000
/** Digits of the one-time code mailed for an e-mail login or update. */
export const OTP_LENGTH = 6
export const FRAME_LOAD_TIMEOUT_MS = 20_000
export const FRAME_REQUEST_TIMEOUT_MS = 30_000
export const SIGN_OUT_WAIT_MS = 3_000
export const FRAME_READY_DELAY_MS = 500
export const RPC_TIMEOUT_MS = 10_000
/** How often the buy flow looks for the bought currency in the account while the checkout is open. */
export const PURCHASE_POLL_MS = 4_000
/** How long a WalletConnect pairing waits for its Verify attestation before it goes on without one. */
export const VERIFY_WAIT_MS = 3_000
/** Time-out of one catalogue, blockchain-API or analytics request (the services' answer limit; no retries). */
export const HTTP_TIMEOUT_MS = 10_000
export const RPC_BATCH_SIZE = 1_000
export const RPC_POLLING_MS = 4_000
export const RPC_RANK_SAMPLES = 10
export const RPC_RANK_STABILITY_WEIGHT = 0.7
export const RPC_RANK_LATENCY_WEIGHT = 0.3

// ── Embedded-wallet frame ─────────────────────────────────────────────────────
/** The frame protocol version the SDK asks for (the frame URL's `version`). */
export const FRAME_PROTOCOL_VERSION = 4
/** The frame sits above the modal (z-index 999). */
export const FRAME_Z_INDEX = 999_999
/** The frame's box when shown: the modal's width, and a height that fits an approval panel. */
export const FRAME_WIDTH_PX = 360
export const FRAME_HEIGHT_PX = 600
/** How often the social login popup is looked at (back on the app's origin with its result, or closed). */
export const SOCIAL_POPUP_POLL_MS = 500
/**
 * How long the user may take on the social provider's consent page (the spec's 30 s holds for the frame's own
 * social requests; a person signing in to their provider needs longer).
 */
export const SOCIAL_POPUP_TIMEOUT_MS = 5 * 60_000
/** The social login popup's size (a provider's consent page fits). */
export const SOCIAL_POPUP_WIDTH_PX = 600
export const SOCIAL_POPUP_HEIGHT_PX = 700
/** The EIP-1193 error code of a request the user rejected. */
export const EIP1193_USER_REJECTED_CODE = 4001

// ── Wallet paging ─────────────────────────────────────────────────────────────
export const RECOMMENDED_WALLETS = 4
export const WALLETS_PAGE_SIZE = 40
export const WALLETS_PAGE_IMAGES = 20
export const WALLETS_SEARCH_PAGE_SIZE = 100
export const FEATURED_WALLETS_DEFAULT = 4
export const RECENT_WALLETS_MAX = 2

// ── Swap ──────────────────────────────────────────────────────────────────────
export const SWAP_SLIPPAGE = 1
/** The swap provider's fee, as a share of the source amount (wire-api §2.7: 0.85 %). */
export const SWAP_PROVIDER_FEE_RATE = 0.0085
/** How long the swap amount must stay unchanged before a quote is asked for (typing is debounced). */
export const SWAP_QUOTE_DEBOUNCE_MS = 500
export const SWAP_NETWORKS = [
  'eip155:1',
  'eip155:42161',
  'eip155:10',
  'eip155:324',
  'eip155:8453',
  'eip155:56',
  'eip155:137',
  'eip155:100',
  'eip155:43114',
  'eip155:250',
  'eip155:8217',
  'eip155:1313161554',
] as const

// ── Namespaces and chain support ──────────────────────────────────────────────
export const NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const
export type Namespace = (typeof NAMESPACES)[number]

export const BALANCE_NAMESPACES: readonly Namespace[] = ['eip155', 'solana']
export const SEND_NAMESPACES: readonly Namespace[] = ['eip155', 'solana']
/** How long a name typed as a send receiver must stay unchanged before it is looked up (typing is debounced). */
export const RECEIVER_NAME_DEBOUNCE_MS = 500
export const NAMES_NAMESPACES: readonly Namespace[] = ['eip155']
export const ACTIVITY_NAMESPACES: readonly Namespace[] = ['eip155']
export const ONRAMP_NAMESPACES: readonly Namespace[] = ['eip155', 'solana']

export const NATIVE_TOKEN_ADDRESS: Readonly<Record<Namespace, string>> = {
  eip155: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  solana: 'So11111111111111111111111111111111111111111',
  polkadot: '0x',
  bip122: '0x',
  cosmos: '0x',
}

export const KNOWN_CHAIN_IDS = { ethereum: 1, bsc: 56, bscTestnet: 97, sepolia: 11155111 } as const

/** Name registration: the chain id must stay below this (the coin type sets the top bit). */
export const NAME_CHAIN_ID_LIMIT = 0x8000_0000
export const NAME_ZONE = 'reown.id'

// ── On-ramp ───────────────────────────────────────────────────────────────────
export const ONRAMP_PROVIDERS = [
  { name: 'coinbase', label: 'Coinbase', feeRange: '1-2%', namespaces: ['eip155'] as Namespace[] },
  { name: 'meld', label: 'Meld.io', feeRange: '1-2%', namespaces: ['eip155', 'solana'] as Namespace[] },
] as const
export const ONRAMP_CARD_CHAIN_NAMES = [
  'ethereum',
  'arbitrum',
  'polygon',
  'berachain',
  'avalanche-c-chain',
  'optimism',
  'celo',
  'base',
] as const
export const ONRAMP_CARD_CHAIN_FALLBACK = 'ethereum'
/** What the buy form starts with (wire-api §2.8: USDC bought with USD). */
export const ONRAMP_DEFAULT_PURCHASE_CURRENCY = 'USDC'
export const ONRAMP_DEFAULT_PAYMENT_CURRENCY = 'USD'
/** Time zones where no on-ramp is offered (mainland China, Hong Kong, Macau). */
export const RESTRICTED_TIMEZONES = [
  'Asia/Shanghai',
  'Asia/Urumqi',
  'Asia/Chongqing',
  'Asia/Harbin',
  'Asia/Kashgar',
  'Asia/Macau',
  'Asia/Hong_Kong',
  'Asia/Macao',
  'Hongkong',
  'PRC',
] as const
export const ONRAMP_SAMPLE_LIMITS = { card: { min: 10, max: 7_500 }, bankAccount: { min: 10, max: 25_000 } } as const

// ── Other ─────────────────────────────────────────────────────────────────────
export const SDK_TYPE_DEFAULT = 'appkit'
export const SDK_VERSION = 'portico-0.1.0'
export const STORAGE_PREFIX = '@portico/'
export const DEFAULT_LOG_LEVEL = 'error'
export const CHAIN_SWITCH_ERROR_CODES = [4902, 5000, 32603] as const
export const SOCIAL_PROVIDERS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

// ── Theme ─────────────────────────────────────────────────────────────────────
export const THEME_MODE_DEFAULT = 'dark'

// ── Validation and display (spec §5; wire-api §2.11, §2.19) ───────────────────
export const ACCOUNT_NAME_MIN_LENGTH = 4
export const SOLANA_ADDRESS_MIN_LENGTH = 32
export const SOLANA_ADDRESS_MAX_LENGTH = 44
/** A signed message is 0x plus at least this many hex digits. */
export const SIGNED_MESSAGE_MIN_HEX_DIGITS = 62
/** Balances are shown rounded down to this many decimals. */
export const BALANCE_DECIMALS = 3
/** Token fiat values are shown with this many decimals. */
export const FIAT_DECIMALS = 2
/** History quantities are shown with this many decimals. */
export const QUANTITY_DECIMALS = 3
/** The Connect view shows at most this many wallet rows (featured, custom, injected, e-mail, social, recommended). */
export const CONNECT_WALLET_ROWS_MAX = 4
/** Characters kept at each end of a truncated address. */
export const TRUNCATE_START_CHARS = 4
export const TRUNCATE_END_CHARS = 6

// ── Sign-in with the wallet (SIWX; EIP-4361) ──────────────────────────────────
/** Random bytes in a sign-in nonce (hex-written: twice as many characters, EIP-4361 asks for at least 8). */
export const SIWX_NONCE_BYTES = 16
/** The EIP-4361 message version. */
export const SIWX_MESSAGE_VERSION = '1'
/** Wallet error codes that mean the user declined (EIP-1193 4001, WalletConnect 5000). */
export const USER_REJECTED_CODES = [4001, 5000] as const

// ── Solana transactions ───────────────────────────────────────────────────────
/** How often a sent Solana transaction's status is asked for (a slot lasts about 400 ms). */
export const SOLANA_CONFIRMATION_POLL_MS = 500
/** How long a sent Solana transaction may take to be confirmed (a blockhash lives 150 slots, about a minute). */
export const SOLANA_CONFIRMATION_TIMEOUT_MS = 60_000
/** The base fee of a Solana transaction with one signature, in lamports (used as the send's fee estimate). */
export const SOLANA_SIGNATURE_FEE_LAMPORTS = 5_000n

// ── Account NFTs ──────────────────────────────────────────────────────────────
/** History pages read at most to find the NFTs an account holds (the service has no NFT list of its own). */
export const NFT_HISTORY_MAX_PAGES = 10

/** The kinds of account a wallet may connect with (spec §4): an externally owned account, a smart account, a Bitcoin payment address. */
export const ACCOUNT_TYPES = ['eoa', 'smartAccount', 'payment'] as const

/** The WalletConnect connector's id, the same in every namespace (`connect(p, { connector: 'walletConnect', namespace })`). */
export const WALLETCONNECT_CONNECTOR_ID = 'walletConnect'

/** The storage key (unprefixed) where WalletConnect's universal provider looks for the wallet a link was opened in. */
export const UNIVERSAL_PROVIDER_DEEPLINK_KEY = 'WALLETCONNECT_DEEPLINK_CHOICE'
