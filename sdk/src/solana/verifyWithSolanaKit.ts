import { getBase58Encoder, getPublicKeyFromAddress, isAddress, signatureBytes, verifySignature } from '@solana/kit'
import type { SignatureVerdict, VerifySignatureParams } from '../connectors/types'

const ED25519_SIGNATURE_BYTES = 64

/**
 * The @solana/kit half of `verifySolanaSignature`, fetched on its first use, with the kit's functions imported by
 * name (a dynamic `import('@solana/kit')` would keep the whole namespace).
 */
export async function verifyWithSolanaKit({
  address,
  message,
  signature,
}: VerifySignatureParams): Promise<SignatureVerdict> {
  if (!isAddress(address)) return 'invalid'
  let bytes: Uint8Array
  try {
    bytes = new Uint8Array(getBase58Encoder().encode(signature))
  } catch {
    return 'invalid' // not base58: not a signature
  }
  if (bytes.length !== ED25519_SIGNATURE_BYTES) return 'invalid'
  const key = await getPublicKeyFromAddress(address)
  return (await verifySignature(key, signatureBytes(bytes), new TextEncoder().encode(message))) ? 'valid' : 'invalid'
}
