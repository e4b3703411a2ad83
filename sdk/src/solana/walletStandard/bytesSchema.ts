import * as v from 'valibot'

/**
 * Bytes a wallet returns (a key, a signature, a signed transaction). Written with `custom`, which the core uses
 * anyway, instead of `instance`: valibot is one module, so an app's bundler puts every valibot function any of its
 * code uses into the chunk the core loads at start.
 */
export const bytesSchema = v.custom<Uint8Array>((value) => value instanceof Uint8Array, 'not bytes (Uint8Array)')
