import { getBase58Encoder, getPublicKeyFromAddress, isAddress, signatureBytes, verifySignature } from '@solana/kit'
import type { VerifySolanaParams } from './verifySolanaSignature'

const ED25519_SIGNATURE_BYTES = 64

/**
 * The @solana/kit half of `verifySolanaSignature`, fetched on its first use, with the kit's functions imported by
 * name (a dynamic `import('@solana/kit')` would keep the whole namespace).
 */
export async function verifyWithSolanaKit({ address, message, signature }: VerifySolanaParams): Promise<boolean> {
  if (!isAddress(address)) return false
  let bytes: Uint8Array
  try {
    bytes = new Uint8Array(getBase58Encoder().encode(signature))
  } catch {
    return false // not base58: not a signature
  }
  if (bytes.length !== ED25519_SIGNATURE_BYTES) return false
  const key = await getPublicKeyFromAddress(address)
  return verifySignature(key, signatureBytes(bytes), new TextEncoder().encode(message))
}
