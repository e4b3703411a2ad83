import { describe, expect, it } from 'vitest'
import * as constants from './constants'

// The figures of the product spec §9 (and the few numbers of §2–§5), written as the spec writes them.
// This table guards against an accidental edit: a constant changes only when the spec does.
const SECOND = 1_000
const MINUTE = 60 * SECOND

const SPEC_FIGURES: [keyof typeof constants, unknown][] = [
  // Times
  ['PAIRING_LIFETIME_MS', 4 * MINUTE],
  ['PAIRING_EXPIRY_MARGIN_MS', 10 * SECOND],
  ['IDENTITY_CACHE_MS', 5 * MINUTE],
  ['NAMES_CACHE_MS', 5 * MINUTE],
  ['BALANCE_CACHE_MS', 30 * SECOND],
  ['NATIVE_BALANCE_CACHE_MS', 30 * SECOND],
  ['BALANCE_RETRY_GAP_MS', 30 * SECOND],
  ['SNACKBAR_SWITCH_MS', 150],
  ['SHAKE_MS', 500],
  ['IMAGE_PRELOAD_MS', 2 * SECOND],
  ['SEARCH_IMAGE_WAIT_MS', 300],
  ['FARCASTER_RELOAD_MS', 100],
  ['ERROR_TELEMETRY_MAX', 5],
  ['ERROR_TELEMETRY_WINDOW_MS', 60 * SECOND],
  ['EMAIL_TRIGGER_GAP_MS', 30 * SECOND],
  ['FRAME_LOAD_TIMEOUT_MS', 20 * SECOND],
  ['FRAME_REQUEST_TIMEOUT_MS', 30 * SECOND],
  ['SIGN_OUT_WAIT_MS', 3 * SECOND],
  ['FRAME_READY_DELAY_MS', 500],
  ['RPC_TIMEOUT_MS', 10000],
  ['RPC_BATCH_SIZE', 1000],
  ['RPC_POLLING_MS', 4000],
  ['RPC_RANK_SAMPLES', 10],
  ['RPC_RANK_STABILITY_WEIGHT', 0.7],
  ['RPC_RANK_LATENCY_WEIGHT', 0.3],
  // Wallet paging
  ['RECOMMENDED_WALLETS', 4],
  ['WALLETS_PAGE_SIZE', 40],
  ['WALLETS_PAGE_IMAGES', 20],
  ['WALLETS_SEARCH_PAGE_SIZE', 100],
  ['FEATURED_WALLETS_DEFAULT', 4],
  ['RECENT_WALLETS_MAX', 2],
  // Swap
  ['SWAP_SLIPPAGE', 1],
  ['SWAP_NETWORKS', [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554].map((id) => `eip155:${id}`)],
  // Chain support
  ['NAMESPACES', ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos']],
  ['BALANCE_NAMESPACES', ['eip155', 'solana']],
  ['SEND_NAMESPACES', ['eip155', 'solana']],
  ['NAMES_NAMESPACES', ['eip155']],
  ['ACTIVITY_NAMESPACES', ['eip155']],
  ['ONRAMP_NAMESPACES', ['eip155', 'solana']],
  ['KNOWN_CHAIN_IDS', { ethereum: 1, bsc: 56, bscTestnet: 97, sepolia: 11155111 }],
  ['NAME_CHAIN_ID_LIMIT', 2147483648],
  [
    'ONRAMP_CARD_CHAIN_NAMES',
    ['ethereum', 'arbitrum', 'polygon', 'berachain', 'avalanche-c-chain', 'optimism', 'celo', 'base'],
  ],
  ['ONRAMP_CARD_CHAIN_FALLBACK', 'ethereum'],
  // Sample on-ramp limits
  ['ONRAMP_SAMPLE_LIMITS', { card: { min: 10, max: 7500 }, bankAccount: { min: 10, max: 25000 } }],
  // Other
  ['CHAIN_SWITCH_ERROR_CODES', [4902, 5000, 32603]],
  ['SOCIAL_PROVIDERS', ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']],
  ['DEFAULT_LOG_LEVEL', 'error'],
  ['SDK_TYPE_DEFAULT', 'appkit'],
  ['THEME_MODE_DEFAULT', 'dark'],
  // Validation and display (§5)
  ['ACCOUNT_NAME_MIN_LENGTH', 4],
  ['SOLANA_ADDRESS_MIN_LENGTH', 32],
  ['SOLANA_ADDRESS_MAX_LENGTH', 44],
  ['SIGNED_MESSAGE_MIN_HEX_DIGITS', 62],
  ['BALANCE_DECIMALS', 3],
  ['FIAT_DECIMALS', 2],
  ['QUANTITY_DECIMALS', 3],
  ['CONNECT_WALLET_ROWS_MAX', 4],
]

describe('constants', () => {
  it.each(SPEC_FIGURES)('%s is the spec’s %j', (name, value) => {
    // biome-ignore lint/performance/noDynamicNamespaceImportAccess: each constant of the module, by name
    expect(constants[name]).toEqual(value)
  })

  it('gives both on-ramp providers a 1-2% fee, the first for eip155 and the second for eip155 and solana', () => {
    expect(constants.ONRAMP_PROVIDERS.map(({ feeRange, namespaces }) => ({ feeRange, namespaces }))).toEqual([
      { feeRange: '1-2%', namespaces: ['eip155'] },
      { feeRange: '1-2%', namespaces: ['eip155', 'solana'] },
    ])
  })

  it('has the native token address per namespace: repeated e for EVM, the system placeholder for Solana, else 0x', () => {
    expect(constants.NATIVE_TOKEN_ADDRESS).toEqual({
      eip155: `0x${'e'.repeat(40)}`,
      solana: 'So11111111111111111111111111111111111111111',
      polkadot: '0x',
      bip122: '0x',
      cosmos: '0x',
    })
  })

  it('weights RPC ranking to a whole', () => {
    expect(constants.RPC_RANK_STABILITY_WEIGHT + constants.RPC_RANK_LATENCY_WEIGHT).toBe(1)
  })

  it('restricts China, Hong Kong and Macau time zones', () => {
    expect(constants.RESTRICTED_TIMEZONES).toEqual(
      expect.arrayContaining(['Asia/Shanghai', 'Asia/Hong_Kong', 'Asia/Macau']),
    )
  })
})
