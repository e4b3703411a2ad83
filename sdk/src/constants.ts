// Every number and fixed list of the product spec §9 (and the few of §2–§5 that are numbers), named.
// Rules elsewhere import these; nothing else in the SDK writes a bare timing or limit.

// ── Times (ms) ────────────────────────────────────────────────────────────────
/** How long a WalletConnect pairing link lives (spec §9: 4 minutes). */
export const PAIRING_LIFETIME_MS = 4 * 60_000
/** A pairing link is replaced this long before it expires, so a user never scans a dead one. */
export const PAIRING_EXPIRY_MARGIN_MS = 10_000
/** How long an account's identity (its name and avatar) is kept before it is asked for again. */
export const IDENTITY_CACHE_MS = 5 * 60_000
/** How long a name lookup (a name, or the names of an address) is kept. */
export const NAMES_CACHE_MS = 5 * 60_000
/** How long an account's token balances are kept before they are asked for again. */
export const BALANCE_CACHE_MS = 30_000
/**
 * How long a stored answer of the wallet catalogue may still be shown while a fresh one is asked for: a returning
 * user sees the wallets at once (stale-while-revalidate); the answer is replaced as soon as the service responds.
 */
export const CATALOGUE_STALE_MS = 7 * 24 * 60 * 60_000
/** How long an account's native balance (the account button's) is kept. */
export const NATIVE_BALANCE_CACHE_MS = 30_000
/** After balances failed to load, how long before they are asked for again. */
export const BALANCE_RETRY_GAP_MS = 30_000
/** How long the account watcher waits for a transaction the account sent to be mined before reloading its data anyway. */
export const TRANSACTION_WAIT_MS = 120_000
/** The pause between one snackbar leaving and the next one showing. */
export const SNACKBAR_SWITCH_MS = 150
/** How long a snackbar stays when it auto-closes (the reference's UI uses 2500 ms). */
export const SNACKBAR_AUTO_CLOSE_MS = 2_500
/** How long the modal shakes (a refused close, a wrong code). */
export const SHAKE_MS = 500
/** How long wallet images may take to load before a list shows without them (spec §9). */
export const IMAGE_PRELOAD_MS = 2_000
/** The least time wallet search results wait for their images before they show. */
export const SEARCH_IMAGE_WAIT_MS = 300
/** After an abandoned Farcaster login, the pause before the embedded wallet's frame starts afresh. */
export const FARCASTER_RELOAD_MS = 100
/** The window in which at most ERROR_TELEMETRY_MAX errors are reported to analytics. */
export const ERROR_TELEMETRY_WINDOW_MS = 60_000
/** How many errors are reported to analytics within ERROR_TELEMETRY_WINDOW_MS. */
export const ERROR_TELEMETRY_MAX = 5
/** The least time between two one-time codes mailed to the same address. */
export const EMAIL_TRIGGER_GAP_MS = 30_000
/** Digits of the one-time code mailed for an e-mail login or update. */
export const OTP_LENGTH = 6
/** How long the embedded wallet's frame may take to load and say READY. */
export const FRAME_LOAD_TIMEOUT_MS = 20_000
/** How long one request to the embedded wallet's frame may take. */
export const FRAME_REQUEST_TIMEOUT_MS = 30_000
/** How long signing out of the embedded wallet waits for its frame before the app forgets the session anyway. */
export const SIGN_OUT_WAIT_MS = 3_000
/** The pause after the frame says READY before the first request is sent. */
export const FRAME_READY_DELAY_MS = 500
/** How long one chain RPC request may take across all its endpoints. */
export const RPC_TIMEOUT_MS = 10_000
/** How often the buy flow looks for the bought currency in the account while the checkout is open. */
export const PURCHASE_POLL_MS = 4_000
/** How long a WalletConnect pairing waits for its Verify attestation before it goes on without one. */
export const VERIFY_WAIT_MS = 3_000
/** Time-out of one catalogue, blockchain-API or analytics request (the services' answer limit; no retries). */
export const HTTP_TIMEOUT_MS = 10_000
/** The most JSON-RPC requests sent to a chain in one batch. */
export const RPC_BATCH_SIZE = 1_000
/** How often a chain is polled (new blocks, a receipt awaited). */
export const RPC_POLLING_MS = 4_000
/** How many of an endpoint's last requests rank it among a chain's RPC endpoints. */
export const RPC_RANK_SAMPLES = 10
/** The weight of an endpoint's success rate in its rank. */
export const RPC_RANK_STABILITY_WEIGHT = 0.7
/** The weight of an endpoint's latency in its rank. */
export const RPC_RANK_LATENCY_WEIGHT = 0.3

// ── Embedded-wallet frame ─────────────────────────────────────────────────────
/** The frame protocol version the SDK asks for (the frame URL's `version`). */
export const FRAME_PROTOCOL_VERSION = 4
/** The frame sits above the modal (z-index 999). */
export const FRAME_Z_INDEX = 999_999
/** The frame's box when shown: the modal's width, and a height that fits an approval panel. */
export const FRAME_WIDTH_PX = 360
/** The frame's height when shown. */
export const FRAME_HEIGHT_PX = 600
/** How often the social login popup is looked at (closed by the user before the secure site posted the result). */
export const SOCIAL_POPUP_POLL_MS = 500
/**
 * How long the user may take on the social provider's consent page (the spec's 30 s holds for the frame's own
 * social requests; a person signing in to their provider needs longer).
 */
export const SOCIAL_POPUP_TIMEOUT_MS = 5 * 60_000
/** The social login popup's size (a provider's consent page fits). */
export const SOCIAL_POPUP_WIDTH_PX = 600
/** The social login popup's height. */
export const SOCIAL_POPUP_HEIGHT_PX = 700
/** The EIP-1193 error code of a request the user rejected. */
export const EIP1193_USER_REJECTED_CODE = 4001

// ── Wallet paging ─────────────────────────────────────────────────────────────
/** How many recommended wallets the Connect view asks the catalogue for. */
export const RECOMMENDED_WALLETS = 4
/** Wallets per page of the All Wallets list. */
export const WALLETS_PAGE_SIZE = 40
/** How many of a page's wallets have their image loaded before the page shows. */
export const WALLETS_PAGE_IMAGES = 20
/** Wallets per page of a wallet search. */
export const WALLETS_SEARCH_PAGE_SIZE = 100
/** How many featured wallets show when the app sets none. */
export const FEATURED_WALLETS_DEFAULT = 4
/** How many recently used wallets are remembered and shown. */
export const RECENT_WALLETS_MAX = 2

// ── Swap ──────────────────────────────────────────────────────────────────────
/** The slippage a swap accepts, in percent. */
export const SWAP_SLIPPAGE = 1
/** The swap provider's fee, as a share of the source amount (0.85 %, docs/wire.md, Names, swap and buy). */
export const SWAP_PROVIDER_FEE_RATE = 0.0085
/** How long the swap amount must stay unchanged before a quote is asked for (typing is debounced). */
export const SWAP_QUOTE_DEBOUNCE_MS = 500
/** The networks (CAIP-2) the swap service serves. */
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
/** The chain namespaces Portico knows (CAIP-2), in the order it lists them. */
export const NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const
/** A chain namespace (CAIP-2): `eip155`, `solana`, `polkadot`, `bip122` or `cosmos`. */
export type Namespace = (typeof NAMESPACES)[number]

/** The namespaces whose token balances the blockchain API serves. */
export const BALANCE_NAMESPACES: readonly Namespace[] = ['eip155', 'solana']
/** The namespaces the send flow can send on. */
export const SEND_NAMESPACES: readonly Namespace[] = ['eip155', 'solana']
/** How long a name typed as a send receiver must stay unchanged before it is looked up (typing is debounced). */
export const RECEIVER_NAME_DEBOUNCE_MS = 500
/** The namespaces a name can be registered for. */
export const NAMES_NAMESPACES: readonly Namespace[] = ['eip155']
/** The namespaces whose transaction history the blockchain API serves. */
export const ACTIVITY_NAMESPACES: readonly Namespace[] = ['eip155']
/** The namespaces the buy flow can buy on. */
export const ONRAMP_NAMESPACES: readonly Namespace[] = ['eip155', 'solana']

/** The address the services use for each namespace's native token. */
export const NATIVE_TOKEN_ADDRESS: Readonly<Record<Namespace, string>> = {
  eip155: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  solana: 'So11111111111111111111111111111111111111111',
  polkadot: '0x',
  bip122: '0x',
  cosmos: '0x',
}

/** Chain ids the spec names. */
export const KNOWN_CHAIN_IDS = { ethereum: 1, bsc: 56, bscTestnet: 97, sepolia: 11155111 } as const

/** Name registration: the chain id must stay below this (the coin type sets the top bit). */
export const NAME_CHAIN_ID_LIMIT = 0x8000_0000
/** The zone registered names live in (`alice.reown.id`). */
export const NAME_ZONE = 'reown.id'

// ── On-ramp ───────────────────────────────────────────────────────────────────
/** The on-ramp providers the buy flow offers, with the namespaces each serves. */
export const ONRAMP_PROVIDERS = [
  { name: 'coinbase', label: 'Coinbase', feeRange: '1-2%', namespaces: ['eip155'] as Namespace[] },
  { name: 'meld', label: 'Meld.io', feeRange: '1-2%', namespaces: ['eip155', 'solana'] as Namespace[] },
] as const
/** The chains the card on-ramp can deliver to, by its own names. */
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
/** The chain the card on-ramp delivers to when the active one is not among ONRAMP_CARD_CHAIN_NAMES. */
export const ONRAMP_CARD_CHAIN_FALLBACK = 'ethereum'
/** What the buy form starts with (USDC bought with USD, docs/wire.md, Names, swap and buy). */
export const ONRAMP_DEFAULT_PURCHASE_CURRENCY = 'USDC'
/** The currency the buy form pays with at first. */
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
/** Payment limits per method, used when the on-ramp service gives none. */
export const ONRAMP_SAMPLE_LIMITS = { card: { min: 10, max: 7_500 }, bankAccount: { min: 10, max: 25_000 } } as const

// ── Other ─────────────────────────────────────────────────────────────────────
/** The SDK type the services are told (their `st` parameter) when the app sets none. */
export const SDK_TYPE_DEFAULT = 'appkit'
/** The SDK version the services are told (their `sv` parameter). */
export const SDK_VERSION = 'portico-0.1.0'
/** The prefix of every key Portico stores. */
export const STORAGE_PREFIX = '@portico/'
/** The log level when the app sets none. */
export const DEFAULT_LOG_LEVEL = 'error'
/** Wallet error codes of a switch to a chain the wallet does not know yet: the chain is added, then switched to. */
export const CHAIN_SWITCH_ERROR_CODES = [4902, 5000, 32603] as const
/** The social logins the embedded wallet offers, in the order the Connect view shows them. */
export const SOCIAL_PROVIDERS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const
/** A social login of the embedded wallet. */
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

// ── Theme ─────────────────────────────────────────────────────────────────────
/** The theme mode when the app sets none. */
export const THEME_MODE_DEFAULT = 'dark'

// ── Validation and display (spec §5 and §9) ───────────────────
/** The fewest characters a name to register may have. */
export const ACCOUNT_NAME_MIN_LENGTH = 4
/** The fewest characters of a Solana address (base58). */
export const SOLANA_ADDRESS_MIN_LENGTH = 32
/** The most characters of a Solana address (base58). */
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
/** Characters kept at the start of a truncated address. */
export const TRUNCATE_START_CHARS = 4
/** Characters kept at the end of a truncated address. */
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
export const ACCOUNT_TYPES = ['eoa', 'smartAccount', 'payment', 'ordinal'] as const

/** The WalletConnect connector's id, the same in every namespace (`connect(p, { connector: 'walletConnect', namespace })`). */
export const WALLETCONNECT_CONNECTOR_ID = 'walletConnect'

/** The storage key (unprefixed) where WalletConnect's universal provider looks for the wallet a link was opened in. */
export const UNIVERSAL_PROVIDER_DEEPLINK_KEY = 'WALLETCONNECT_DEEPLINK_CHOICE'
