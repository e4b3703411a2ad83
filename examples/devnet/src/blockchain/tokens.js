// @ts-check
import { NATIVE_TOKEN, NATIVE_TOKEN_ADDRESS, PRICES_USD, PROJECT_ID, TOKENS } from '../config.js'

/**
 * @typedef {object} DevnetToken
 * @property {'native' | 'usdc' | 'dai'} key
 * @property {`0x${string}`} address   lower-case; the 0xeee… placeholder for the native coin
 * @property {string} caip            `eip155:<chain>:<address>`
 * @property {string} name
 * @property {string} symbol
 * @property {number} decimals
 * @property {number} price           USD
 */

/**
 * The fungible tokens of a devnet chain: the native coin first, then the ERC-20s.
 * @param {import('../services.js').DevnetChain} chain
 * @returns {DevnetToken[]}
 */
export function chainTokens(chain) {
  /** @type {DevnetToken[]} */
  const tokens = [{ key: 'native', address: NATIVE_TOKEN_ADDRESS, ...NATIVE_TOKEN, caip: '', price: priceOf(NATIVE_TOKEN.symbol) }]
  for (const key of /** @type {const} */ (['usdc', 'dai'])) {
    const address = /** @type {`0x${string}`} */ (chain.contracts[key].toLowerCase())
    tokens.push({ key, address, ...TOKENS[key], caip: '', price: priceOf(TOKENS[key].symbol) })
  }
  return tokens.map((token) => ({ ...token, caip: `${chain.caip}:${token.address}` }))
}

/**
 * The devnet token at `address` on `chain` (native placeholder included), if any.
 * @param {import('../services.js').DevnetChain} chain
 * @param {string} address
 */
export const findToken = (chain, address) => chainTokens(chain).find((token) => token.address === address.toLowerCase())

/** @param {string} symbol */
export const priceOf = (symbol) => PRICES_USD[symbol] ?? 0

/**
 * The URL of a token's generated icon on the API server.
 * @param {string} apiUrl
 * @param {string} symbol
 */
export const tokenIconUrl = (apiUrl, symbol) => `${apiUrl}/public/getTokenImage/${encodeURIComponent(symbol)}?projectId=${PROJECT_ID}`
