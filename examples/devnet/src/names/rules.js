// @ts-check
import { NAME_LABEL_PATTERN, NAME_ZONE } from '../config.js'

/**
 * The coin type (ENSIP-11) of an EVM chain: the chain id with the top bit set.
 * @param {number} chainId
 */
export const coinTypeOf = (chainId) => (0x80000000 | chainId) >>> 0

/**
 * The label of a full name in the devnet zone (`alice.reown.id` → `alice`), or undefined when the name
 * is not in the zone or its label is invalid.
 * @param {string} name
 */
export function labelOf(name) {
  const suffix = `.${NAME_ZONE}`
  if (!name.endsWith(suffix)) return undefined
  const label = name.slice(0, -suffix.length)
  return NAME_LABEL_PATTERN.test(label) ? label : undefined
}

/** @param {string} label */
export const fullName = (label) => `${label}.${NAME_ZONE}`

/**
 * A name-service error body.
 * @param {string} name
 * @param {string} description
 */
export const nameError = (name, description) => ({ status: 'FAILED', reasons: [{ name, description }] })
