const UUID_BYTES = 16
const VERSION_BYTE = 6
const VARIANT_BYTE = 8

/**
 * A random version 4 UUID from `crypto.getRandomValues`, which every browser gives in every context:
 * `crypto.randomUUID` exists in secure contexts only, so a page served over plain http from a LAN address (a dapp
 * tried on a phone) has none.
 *
 * @example randomUuid() // '3b241101-e2bb-4255-8caf-4136c566a962'
 */
export function randomUuid(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(UUID_BYTES))
  bytes[VERSION_BYTE] = (bytes[VERSION_BYTE]! & 0x0f) | 0x40
  bytes[VARIANT_BYTE] = (bytes[VARIANT_BYTE]! & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
