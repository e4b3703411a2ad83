export interface VerifySolanaParams {
  /** The base58 address (the ed25519 public key). */
  address: string
  message: string
  /** The base58 signature (64 bytes). */
  signature: string
}

const ED25519_SIGNATURE_BYTES = 64

/**
 * Checks an ed25519 signature of the message's UTF-8 bytes with @solana/kit (loaded on first use): the address
 * is the public key. Anything malformed (address, signature encoding or length) is simply not valid.
 */
export async function verifySolanaSignature({ address, message, signature }: VerifySolanaParams): Promise<boolean> {
  const kit = await import('@solana/kit')
  if (!kit.isAddress(address)) return false
  let bytes: Uint8Array
  try {
    bytes = new Uint8Array(kit.getBase58Encoder().encode(signature))
  } catch {
    return false // not base58: not a signature
  }
  if (bytes.length !== ED25519_SIGNATURE_BYTES) return false
  const key = await kit.getPublicKeyFromAddress(address)
  return kit.verifySignature(key, kit.signatureBytes(bytes), new TextEncoder().encode(message))
}
