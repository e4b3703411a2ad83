// @ts-check
import * as v from 'valibot'
import { badRequest } from '../http/reply.js'

export const Address = v.pipe(v.string(), v.trim(), v.regex(/^0x[0-9a-fA-F]{40}$/, 'Invalid address'))
export const CaipChainId = v.pipe(v.string(), v.trim(), v.regex(/^[a-z0-9-]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'Invalid CAIP-2 chain id'))
export const CaipAddress = v.pipe(v.string(), v.trim(), v.regex(/^[a-z0-9-]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/, 'Invalid CAIP-10 address'))
export const UintString = v.pipe(v.string(), v.trim(), v.regex(/^\d{1,78}$/, 'Invalid amount'))

/**
 * The devnet chain a CAIP-2 id names, or undefined for any other chain.
 * @param {import('../services.js').Services} services
 * @param {string} caip
 */
export function devnetChainOf(services, caip) {
  const match = /^eip155:(\d+)$/.exec(caip)
  return match ? services.chains.get(Number(match[1])) : undefined
}

/**
 * The devnet chain a CAIP-2 id names; a 400 for any other.
 * @param {import('../services.js').Services} services
 * @param {string} caip
 */
export function requireDevnetChain(services, caip) {
  const chain = devnetChainOf(services, caip)
  if (!chain) throw badRequest(`Unsupported chain: ${caip}`)
  return chain
}

/**
 * Splits a CAIP-10 address (`eip155:31337:0x…`) into its devnet chain and a checked EVM address.
 * @param {import('../services.js').Services} services
 * @param {string} caipAddress
 */
export function parseDevnetCaipAddress(services, caipAddress) {
  const parts = v.parse(CaipAddress, caipAddress).split(':')
  const chain = requireDevnetChain(services, `${parts[0]}:${parts[1]}`)
  const address = v.parse(Address, parts[2])
  return { chain, address: /** @type {`0x${string}`} */ (address.toLowerCase()) }
}

/**
 * A plain address, or the address part of a CAIP-10 one.
 * @param {string} value
 * @returns {`0x${string}`}
 */
export function plainAddress(value) {
  const last = value.split(':').at(-1) ?? ''
  return /** @type {`0x${string}`} */ (v.parse(Address, last).toLowerCase())
}
