const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/

/**
 * Spec §5: an optional 0x prefix and 40 hex digits in any case. The checksum is not checked; the prefix itself
 * is a lower-case 0x.
 */
export function isEvmAddress(value: unknown): value is string {
  return typeof value === 'string' && EVM_ADDRESS.test(value)
}
