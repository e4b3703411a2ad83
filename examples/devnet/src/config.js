// @ts-check
// Fixed facts of the devnet: project id, chains, accounts, tokens, prices and limits.

/**
 * The one project id the devnet accepts.
 * @type {'portico-devnet'}
 */
export const PROJECT_ID = 'portico-devnet'

/** The chains the devnet runs, each on its own anvil. */
export const CHAIN_IDS = /** @type {const} */ ([31337, 31338])

/** Default ports (overridable by options and environment variables). */
export const DEFAULT_API_PORT = 8787
export const DEFAULT_CHAIN_PORTS = /** @type {const} */ ([8545, 8546])
export const DEFAULT_DEMO_PORT = 5173

/** anvil's well-known test mnemonic: its accounts are the devnet's funded accounts. */
export const MNEMONIC = 'test test test test test test test test test test test junk'
export const ACCOUNT_COUNT = 10
/** The account that deploys the contracts and seeds liquidity. */
export const DEPLOYER_INDEX = 8
/** The account the checkout page pays from. */
export const BANK_INDEX = 9

/** The address that names the native coin in CAIP token ids and in the pool. */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** Fiat prices (USD) by symbol. */
export const PRICES_USD = /** @type {Record<string, number>} */ ({ ETH: 3000, USDC: 1, DAI: 1 })

/** The native coin of both devnet chains. */
export const NATIVE_TOKEN = { name: 'Devnet Ether', symbol: 'ETH', decimals: 18 }

/** ERC-20 tokens deployed on every chain, keyed by the name used in `contracts`. */
export const TOKENS = /** @type {const} */ ({
  usdc: { name: 'Devnet USD Coin', symbol: 'USDC', decimals: 6 },
  dai: { name: 'Devnet Dai', symbol: 'DAI', decimals: 18 },
})

/** The ERC-721 collection deployed on every chain. */
export const COLLECTION = { name: 'Devnet Punks', symbol: 'DPUNK' }

/** Token ids minted at first start, by account index. */
export const NFT_MINTS = /** @type {const} */ ([
  [0, [1n, 2n, 3n]],
  [1, [4n, 5n]],
])

/** Seed amounts, in whole units. */
export const SEED = {
  tokensPerAccount: 10_000n, // USDC and DAI for each of the first accounts
  fundedTokenAccounts: 4,
  poolNative: 100n, // ETH per pool
  poolTokens: 300_000n, // tokens per pool (ETH at 3000)
}

/** Name service. */
export const NAME_ZONE = 'reown.id'
export const NAME_LABEL_PATTERN = /^[a-zA-Z0-9-]{4,}$/
export const NAME_TIMESTAMP_TOLERANCE_S = 10 * 60

/** History page size (the `limit` query parameter may lower it). */
export const HISTORY_PAGE_SIZE = 20
export const HISTORY_MAX_PAGE_SIZE = 100

/** Wallet catalogue. */
export const CATALOGUE_SIZE = 600
export const CATALOGUE_SEED = 0x5eed
export const CATALOGUE_DEFAULT_ENTRIES = 40
export const CATALOGUE_MAX_ENTRIES = 1000

/** Analytics events kept for GET /dev/events (the oldest are dropped). */
export const MAX_KEPT_EVENTS = 10_000

/** Largest accepted request body. */
export const MAX_BODY_BYTES = 1_000_000

/** On-ramp: fee rate and fixed network fee in USD. */
export const ONRAMP_FEE_RATE = 0.015
export const ONRAMP_NETWORK_FEE_USD = 0.5

/** Largest single checkout payment, in whole units of the asset, and the default when none is preset. */
export const CHECKOUT_MAX_AMOUNT = { ETH: 10, USDC: 100_000, DAI: 100_000 }
/** When the bank lacks a token, the deployer mints it this many times the payment. */
export const CHECKOUT_BANK_TOP_UP_FACTOR = 10n
export const CHECKOUT_DEFAULT_AMOUNT = { ETH: '0.1', USDC: '100', DAI: '100' }

/** Sample on-ramp limits (spec §9), per fiat currency. */
export const ONRAMP_LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ACH_BANK_ACCOUNT', min: '10.00', max: '25000.00' },
]
export const ONRAMP_FIAT = ['USD', 'EUR']

/** Gas-price tiers relative to the chain's gas price, in percent. */
export const GAS_PRICE_TIERS_PERCENT = { standard: 100n, fast: 120n, instant: 150n }

/** Gas limits and fees of the seed transactions (sent without estimates, so a fresh start is fast). */
export const SEED_GAS = { deploy: 3_000_000n, call: 250_000n, maxFeePerGas: 20_000_000_000n, maxPriorityFeePerGas: 1_000_000_000n }

/** Gas given to a swap when the caller asks for no estimate. */
export const SWAP_GAS_WITHOUT_ESTIMATE = 300_000n

/** Milliseconds between two readiness polls of a starting anvil, and how many polls to try. */
export const ANVIL_POLL_MS = 25
export const ANVIL_POLL_TRIES = 400
