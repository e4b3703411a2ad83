/**
 * A random version 4 UUID from `crypto.getRandomValues`, which every browser gives in every context:
 * `crypto.randomUUID` exists in secure contexts only, so a page served over plain http from a LAN address (a dapp
 * tried on a phone) has none.
 *
 * @example randomUuid() // '3b241101-e2bb-4255-8caf-4136c566a962'
 */
export function randomUuid(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40 // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80 // the RFC 9562 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return hex.replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-')
}
