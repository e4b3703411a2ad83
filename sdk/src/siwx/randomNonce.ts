import { SIWX_NONCE_BYTES } from '../constants'

/** A fresh sign-in nonce: SIWX_NONCE_BYTES from the platform's cryptographic random source, as hex. */
export function randomNonce(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(SIWX_NONCE_BYTES))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
