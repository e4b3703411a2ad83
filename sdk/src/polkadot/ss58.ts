import { blake2b } from '@noble/hashes/blake2'
import { base58 } from '@scure/base'
import * as v from 'valibot'
import { checkParam } from '../validation/checkParam'

// SS58, Substrate's address format (written from its specification): base58 of the network prefix (one byte below
// 64, else two), the 32-byte account id and the first two bytes of BLAKE2b-512("SS58PRE" ‖ prefix ‖ id). Written
// here rather than taken from @polkadot/util-crypto, whose WebAssembly crypto would weigh on every app's start.

const CONTEXT = new TextEncoder().encode('SS58PRE')
const ACCOUNT_ID_BYTES = 32
const CHECKSUM_BYTES = 2
/** The largest prefix SS58 can carry (14 bits). */
const MAX_PREFIX = 16383

/** The generic Substrate prefix (`5…` addresses). */
export const GENERIC_SS58_PREFIX = 42

function checksum(bytes: Uint8Array): Uint8Array {
  const data = new Uint8Array(CONTEXT.length + bytes.length)
  data.set(CONTEXT)
  data.set(bytes, CONTEXT.length)
  return blake2b(data, { dkLen: 64 }).subarray(0, CHECKSUM_BYTES)
}

/**
 * The account id (32 bytes) and network prefix of an SS58 address, or undefined when it is not one.
 *
 * @example
 * decodeSs58('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5') // { prefix: 0, accountId: Uint8Array(32) }
 */
export function decodeSs58(address: string): { prefix: number; accountId: Uint8Array } | undefined {
  let bytes: Uint8Array
  try {
    bytes = base58.decode(address)
  } catch {
    return undefined // not base58
  }
  const [first = 0, second = 0] = bytes
  const prefixBytes = first < 64 ? 1 : 2
  if (first >= 128 || bytes.length !== prefixBytes + ACCOUNT_ID_BYTES + CHECKSUM_BYTES) return undefined
  const body = bytes.subarray(0, bytes.length - CHECKSUM_BYTES)
  const expected = checksum(body)
  if (expected.some((byte, i) => byte !== bytes[body.length + i])) return undefined
  const prefix = prefixBytes === 1 ? first : ((first & 0x3f) << 2) | (second >> 6) | ((second & 0x3f) << 8)
  return { prefix, accountId: bytes.slice(prefixBytes, body.length) }
}

/**
 * The SS58 address of a 32-byte account id on the network with `prefix`.
 *
 * @example
 * encodeSs58(accountId, 0) // a Polkadot address, '1…'
 */
export function encodeSs58(accountId: Uint8Array, prefix: number): string {
  checkParam(
    'accountId',
    v.pipe(
      v.instance(Uint8Array, 'must be bytes'),
      v.check((id) => id.length === ACCOUNT_ID_BYTES, 'must be 32 bytes'),
    ),
    accountId,
  )
  checkParam(
    'prefix',
    v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_PREFIX, 'must be 0 to 16383')),
    prefix,
  )
  const head =
    prefix < 64
      ? Uint8Array.of(prefix)
      : Uint8Array.of(((prefix & 0xfc) >> 2) | 0x40, (prefix >> 8) | ((prefix & 0x03) << 6))
  const body = new Uint8Array(head.length + ACCOUNT_ID_BYTES)
  body.set(head)
  body.set(accountId, head.length)
  const sum = checksum(body)
  const bytes = new Uint8Array(body.length + CHECKSUM_BYTES)
  bytes.set(body)
  bytes.set(sum, body.length)
  return base58.encode(bytes)
}
