const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/

/** Spec §5: 0x and exactly 64 hex characters. */
export function isTransactionHash(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && TRANSACTION_HASH.test(value)
}
