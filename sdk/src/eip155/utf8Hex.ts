/** A text as 0x-prefixed lower-case hex of its UTF-8 bytes, the way wallets take a `personal_sign` message. */
export function utf8Hex(text: string): `0x${string}` {
  let hex = ''
  for (const byte of new TextEncoder().encode(text)) hex += byte.toString(16).padStart(2, '0')
  return `0x${hex}`
}
