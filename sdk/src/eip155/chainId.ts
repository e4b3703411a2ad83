/** A wallet's chain id (hex string, decimal string or number, as EIP-1193 wallets send it) as a decimal string. */
export function parseChainId(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? String(value) : undefined
  if (typeof value !== 'string') return undefined
  if (/^0x[0-9a-f]+$/i.test(value)) return String(Number.parseInt(value, 16))
  if (/^[1-9]\d*$/.test(value)) return value
  return undefined
}

/** A chain id as the wallet methods want it: 0x-prefixed hex. */
export function toHexChainId(id: number | string): `0x${string}` {
  return `0x${Number(id).toString(16)}`
}
