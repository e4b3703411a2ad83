import { sha256 } from '@noble/hashes/sha2'
import { bech32, bech32m, createBase58check } from '@scure/base'

// Bitcoin addresses, checked from their encodings (BIP-173 and BIP-350 for segwit, base58check for the older
// kinds) with the encoders of @scure/base, so the address check carries no transaction library.

const base58check = createBase58check(sha256)
/** Base58 version bytes: P2PKH and P2SH on mainnet, then on the test networks. */
const BASE58_VERSIONS = [0x00, 0x05, 0x6f, 0xc4]
const SEGWIT_PREFIXES = ['bc', 'tb', 'bcrt']

function isSegwit(address: string): boolean {
  const lower = address.toLowerCase()
  if (lower !== address && address.toUpperCase() !== address) return false // mixed case is not bech32
  for (const coder of [bech32, bech32m]) {
    let decoded: { prefix: string; words: number[] }
    try {
      decoded = coder.decode(lower as `${string}1${string}`)
    } catch {
      continue // not this encoding
    }
    const [version, ...rest] = decoded.words
    if (!SEGWIT_PREFIXES.includes(decoded.prefix) || version === undefined || version > 16) return false
    // Witness version 0 uses bech32, later versions bech32m (BIP-350).
    if ((version === 0) !== (coder === bech32)) return false
    let program: Uint8Array
    try {
      program = bech32.fromWords(rest)
    } catch {
      return false // padding
    }
    if (version === 0) return program.length === 20 || program.length === 32
    return program.length >= 2 && program.length <= 40
  }
  return false
}

function isBase58(address: string): boolean {
  try {
    const bytes = base58check.decode(address)
    return bytes.length === 21 && BASE58_VERSIONS.includes(bytes[0] as number)
  } catch {
    return false // not base58check
  }
}

/**
 * A Bitcoin address (mainnet, testnet, signet or regtest; legacy, nested or native segwit, taproot) as the wallet
 * wrote it, or undefined when it is not one. Bech32 addresses are written in lower case.
 *
 * @example
 * formatBitcoinAddress('BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4') // 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
 */
export function formatBitcoinAddress(address: string): string | undefined {
  if (typeof address !== 'string') return undefined
  if (isSegwit(address)) return address.toLowerCase()
  return isBase58(address) ? address : undefined
}
