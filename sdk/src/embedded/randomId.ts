/** Bytes of randomness in a request id. */
const ID_BYTES = 12
const BASE_36 = 36

/** A random base-36 request id (the frame matches its answer to the request by it). */
export function randomId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(ID_BYTES))
  return Array.from(bytes, (byte) => byte.toString(BASE_36).padStart(2, '0')).join('')
}
