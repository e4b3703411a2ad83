import { keccak_256 } from '@noble/hashes/sha3'

const EVM_HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/** Whether a value is an EVM address in hex: 0x and 40 hex digits, in any letter case (the checksum is not checked). */
export function isEvmHexAddress(value: string): boolean {
  return EVM_HEX_ADDRESS.test(value)
}

/**
 * An EVM hex address with its EIP-55 checksum: each letter of the address is upper case when the matching nibble
 * of the keccak-256 hash of the lower-case address (without 0x) is 8 or more. The input's own letter case is ignored.
 */
export function checksumAddress(address: string): string {
  const hex = address.slice(2).toLowerCase()
  const hash = keccak_256(new TextEncoder().encode(hex))
  let result = '0x'
  for (let i = 0; i < hex.length; i++) {
    const byte = hash[i >> 1] ?? 0
    const nibble = i % 2 === 0 ? byte >> 4 : byte & 0x0f
    result += nibble >= 8 ? hex[i]!.toUpperCase() : hex[i]
  }
  return result
}
